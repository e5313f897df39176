import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SettingsModule } from '../settings/settings.module';
import { FILE_STORAGE, LocalFileStorage } from './file-storage';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [SettingsModule],
  controllers: [UploadsController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalFileStorage(config.UPLOAD_DIR),
    },
    UploadsService,
    ImageUploadInterceptor,
  ],
  exports: [UploadsService, FILE_STORAGE],
})
export class UploadsModule {}
