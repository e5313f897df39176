import { POST_MESSAGES } from '../i18n/messages/market';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { verifyPassword } from '../common/passwords';
import { Post } from './post.entity';
import type { PostCardDto, PostViewDto } from './post-answers.dto';


/** Published posts by slug; a `post_protect` post shows only with its password (argon2 hash). */
@Injectable()
export class PostsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async published(slug: string): Promise<Post> {
    const post = await this.dataSource
      .getRepository(Post)
      .createQueryBuilder('post')
      .addSelect('post.post_password')
      .where('post.post_slug = :slug AND post.post_status = :status', { slug, status: 'published' })
      .getOne();
    if (!post) throw new DomainError(POST_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return post;
  }

  private view(post: Post): PostViewDto {
    const { post_password: _password, postscategory: _category, ...rest } = post;
    return rest;
  }

  /** A protected post answers 403 with `protected: true` and its title only. */
  /** Published posts a visitor can read without a password, by id: the sitemap's (docs/seo-and-feeds.md). */
  async publicRefs(): Promise<Array<{ post_slug: string; updated_at: Date }>> {
    const rows = await this.dataSource
      .getRepository(Post)
      .createQueryBuilder('p')
      .select(['p.post_slug', 'p.updated_at'])
      .where('p.post_status = :status AND p.post_protect = :protect', { status: 'published', protect: false })
      .orderBy('p.id', 'ASC')
      .getMany();
    return rows.map((row) => ({ post_slug: row.post_slug, updated_at: row.updated_at }));
  }

  async bySlug(slug: string): Promise<PostViewDto> {
    const post = await this.published(slug);
    if (post.post_protect) {
      throw new DomainError(POST_MESSAGES.protected, HttpStatus.FORBIDDEN, [], { protected: true, data: { post_title: post.post_title, post_slug: post.post_slug } });
    }
    return this.view(post);
  }

  async unlock(slug: string, password: string): Promise<PostViewDto> {
    const post = await this.published(slug);
    if (post.post_protect && !(await verifyPassword(post.post_password, password))) {
      throw DomainError.field('post_password', 'password', POST_MESSAGES.wrongPassword, HttpStatus.FORBIDDEN);
    }
    return this.view(post);
  }

  async latest(limit: number): Promise<PostCardDto[]> {
    const rows = await this.dataSource.getRepository(Post).find({
      where: { post_status: 'published' },
      order: { created_at: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map((post) => ({
      id: post.id,
      post_title: post.post_title,
      post_slug: post.post_slug,
      short_description: post.short_description,
      post_image: post.post_image,
      featured: post.featured,
      trending: post.trending,
      post_protect: post.post_protect,
      created_at: post.created_at,
    }));
  }
}
