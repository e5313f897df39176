import { PORTFOLIO_MESSAGES } from '../i18n/messages/market';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Portfolio } from './portfolio.entity';
import { DOCUMENT_STORAGE, DocumentStorage } from './document-storage';
import { DOCUMENT_KINDS, IMAGE_KINDS, sniffFileKind } from './file-kinds';
import { transaction } from '../common/transaction';
import type { PortfolioViewDto } from './portfolio-answers.dto';

export function portfolioView(item: Portfolio): PortfolioViewDto {
  return {
    id: item.id,
    portfolio_type: item.portfolio_type,
    title: item.title,
    upload_name: item.upload_name,
    link: item.link,
    url: item.upload_name ? `/api/portfolio/files/${item.upload_name}` : item.link,
    created_at: item.created_at,
  };
}

/** A freelancer's portfolio: images, doc, docx and pdf checked by content, and links. */
@Injectable()
export class PortfolioService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DOCUMENT_STORAGE) readonly storage: DocumentStorage,
  ) {}

  async list(userId: number): Promise<PortfolioViewDto[]> {
    const rows = await this.dataSource.getRepository(Portfolio).find({ where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' } });
    return rows.map(portfolioView);
  }

  /** One row per file (or one link row), all in one transaction; stored files are removed if it fails. */
  async add(userId: number, title: string, link: string | undefined, files: { buffer: Buffer }[]): Promise<PortfolioViewDto[]> {
    if (!files.length && !link) throw DomainError.field('files', 'required', PORTFOLIO_MESSAGES.needsFileOrLink);
    const kinds = files.map((file) => sniffFileKind(file.buffer));
    if (kinds.some((kind) => !kind || (!IMAGE_KINDS.includes(kind) && !DOCUMENT_KINDS.includes(kind)))) {
      throw DomainError.field('files', 'type', PORTFOLIO_MESSAGES.wrongType);
    }
    const stored: string[] = [];
    try {
      for (let i = 0; i < files.length; i++) stored.push(await this.storage.put(kinds[i]!, files[i].buffer));
      const rows = [
        ...stored.map((name, i) => ({
          user_id: userId,
          portfolio_type: IMAGE_KINDS.includes(kinds[i]!) ? 'image' : 'document',
          title,
          upload_name: name,
          link: link ?? null,
        })),
        ...(files.length ? [] : [{ user_id: userId, portfolio_type: 'link', title, upload_name: null, link: link ?? null }]),
      ];
      return await transaction(this.dataSource, async (manager) => {
        const result = await manager.insert(Portfolio, rows);
        const ids = result.identifiers.map((identifier) => Number(identifier.id));
        const saved = await manager.findBy(Portfolio, ids.map((id) => ({ id })));
        return saved.sort((a, b) => a.id - b.id).map(portfolioView);
      });
    } catch (error) {
      await Promise.all(stored.map((name) => this.storage.delete(name)));
      throw error;
    }
  }

  async remove(userId: number, id: number): Promise<void> {
    const repository = this.dataSource.getRepository(Portfolio);
    const item = await repository.findOne({ where: { id, user_id: userId } });
    if (!item) throw new DomainError(PORTFOLIO_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    await repository.delete({ id, user_id: userId });
    if (item.upload_name) await this.storage.delete(item.upload_name);
  }

  static wrongType(): DomainError {
    return new DomainError(PORTFOLIO_MESSAGES.wrongType, HttpStatus.BAD_REQUEST);
  }
}
