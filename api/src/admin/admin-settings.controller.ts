import { Body, Controller, Delete, Get, HttpStatus, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RequirePermission } from '../common/auth/access.decorators';
import { DomainError } from '../common/domain-error';
import { AdminSettingsRecord, AdminSettingsService, SETTINGS_ID } from './admin-settings.service';
import { UpdateAdminSettingsDto } from './dto/admin-settings.dto';
import { setContentRange } from './simple-rest/content-range';
import { ListQueryDto } from './simple-rest/list-query.dto';
import { ADMIN_MESSAGES } from '../i18n/messages/admin';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

function onlyRecord(id: number): void {
  if (id !== SETTINGS_ID)
    throw new DomainError(ADMIN_MESSAGES.settingsOnlyRecord(SETTINGS_ID), HttpStatus.NOT_FOUND);
}

/**
 * Admin settings, a single record: the list answers that one row, `GET/PUT /1` read and write
 * it; create and delete answer 405. The payment secret key is write-only.
 */
@ApiTags('admin: adminsettings')
@Controller('admin/adminsettings')
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @Get()
  @RequirePermission('adminsettings', 'list')
  async getList(
    @Query() _query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSettingsRecord[]> {
    const record = await this.settings.get();
    setContentRange(response, 'adminsettings', 0, 1, 1);
    return [record];
  }

  @Get(':id')
  @RequirePermission('adminsettings', 'show')
  getOne(@Param('id', ParseIntPipe) id: number): Promise<AdminSettingsRecord> {
    onlyRecord(id);
    return this.settings.get();
  }

  @Put(':id')
  @RequirePermission('adminsettings', 'edit')
  update(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateAdminSettingsDto): Promise<AdminSettingsRecord> {
    onlyRecord(id);
    return this.settings.update(body);
  }

  @Post()
  @RequirePermission('adminsettings', 'create')
  create(): never {
    throw new DomainError(COMMON_MESSAGES.settingsSingle, HttpStatus.METHOD_NOT_ALLOWED);
  }

  @Delete(':id')
  @RequirePermission('adminsettings', 'delete')
  remove(): never {
    throw new DomainError(COMMON_MESSAGES.settingsNoDelete, HttpStatus.METHOD_NOT_ALLOWED);
  }
}
