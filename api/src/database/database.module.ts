import { DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/config';
import { connectDataSource, dataSourceOptions } from './data-source';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    const logger = new Logger('Database');
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(config), retryAttempts: 0 }),
          dataSourceFactory: () => connectDataSource(config, (message) => logger.warn(message)),
        }),
      ],
    };
  }
}
