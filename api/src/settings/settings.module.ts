import { Module } from '@nestjs/common';
import { SETTINGS_REPOSITORIES } from './repositories';

/** The settings row, for the domains that read a setting the marketplace settings service does not cache. */
@Module({ imports: [SETTINGS_REPOSITORIES], exports: [SETTINGS_REPOSITORIES] })
export class SettingsModule {}
