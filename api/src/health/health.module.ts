import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { LifecycleService } from './lifecycle.service';

@Module({ controllers: [HealthController], providers: [LifecycleService], exports: [LifecycleService] })
export class HealthModule {}
