import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DOCUMENT_STORAGE, DocumentStorage } from './document-storage';
import { PortfolioController } from './portfolio.controller';
import { PortfolioService } from './portfolio.service';
import { PORTFOLIO_REPOSITORIES } from './repositories';

@Module({
  imports: [PORTFOLIO_REPOSITORIES],
  controllers: [PortfolioController],
  providers: [
    {
      provide: DOCUMENT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new DocumentStorage(join(config.UPLOAD_DIR, 'documents')),
    },
    PortfolioService,
  ],
  exports: [PORTFOLIO_REPOSITORIES, PortfolioService, DOCUMENT_STORAGE],
})
export class PortfolioModule {}
