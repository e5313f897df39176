import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
  Type,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AdminResource } from '@gigmarket/shared';
import { CurrentUser, RequirePermission } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { pickLanguage } from '../i18n/i18n';
import type { AdminCrudService } from './admin-crud.service';
import type { AdminRecord } from './admin-resource';
import { setContentRange } from './simple-rest/content-range';
import { toCsv } from './simple-rest/csv';
import { ListQueryDto } from './simple-rest/list-query.dto';
import { parseListQuery } from './simple-rest/list-query';
import { Idempotent } from '../idempotency/idempotent.decorator';

/** Most rows one CSV export answers. */
export const EXPORT_CAP = 10_000;

export const crudToken = (resource: AdminResource) => `AdminCrudService:${resource}`;

function pascal(resource: string): string {
  return resource.charAt(0).toUpperCase() + resource.slice(1);
}

/**
 * The simple-rest controller of one resource, under `/api/admin/<resource>`:
 * getList / getMany / getManyReference (`GET ?sort&range&filter`), getOne, create, update,
 * delete, and `GET /export` (CSV). Each route asks for `<resource>.<action>`.
 */
export function createAdminController(
  resource: AdminResource,
  createDto: Type<object>,
  updateDto: Type<object>,
): Type<unknown> {
  @ApiTags(`admin: ${resource}`)
  @Controller(`admin/${resource}`)
  class AdminResourceController {
    constructor(@Inject(crudToken(resource)) private readonly crud: AdminCrudService<{ id: number }>) {}

    @Get()
    @RequirePermission(resource, 'list')
    async getList(
      @Query() query: ListQueryDto,
      @Res({ passthrough: true }) response: Response,
      @CurrentUser() viewer: AuthUser,
      @Req() request: Request,
    ): Promise<AdminRecord[]> {
      const parsed = parseListQuery(query, this.crud.definition.list);
      const { rows, total } = await this.crud.list(parsed, viewer);
      setContentRange(response, resource, parsed.range.start, rows.length, total);
      return rows.map((row) => this.localized(row, request));
    }

    @Get('export')
    @RequirePermission(resource, 'export')
    @Header('Content-Type', 'text/csv; charset=utf-8')
    @Header('Content-Disposition', `attachment; filename="${resource}.csv"`)
    async exportCsv(@Query() query: ListQueryDto, @CurrentUser() viewer: AuthUser): Promise<string> {
      const parsed = parseListQuery({ sort: query.sort, filter: query.filter }, this.crud.definition.list);
      const rows = await this.crud.exportRows(parsed, EXPORT_CAP, viewer);
      const columns = Object.keys(rows[0] ?? { id: null });
      return toCsv(columns, rows);
    }

    @Get(':id')
    @RequirePermission(resource, 'show')
    async getOne(
      @Param('id', ParseIntPipe) id: number,
      @CurrentUser() viewer: AuthUser,
      @Req() request: Request,
    ): Promise<AdminRecord> {
      return this.localized(await this.crud.findOne(id, viewer), request);
    }

    /** The record's code-written texts in the caller's language (AdminResourceDefinition.localize). */
    private localized(record: AdminRecord, request: Request): AdminRecord {
      const { localize } = this.crud.definition;
      return localize ? localize(record, pickLanguage(request.headers['accept-language'])) : record;
    }

    @Post()
    @RequirePermission(resource, 'create')
    @Idempotent(`admin-create:${resource}`)
    create(@Body() body: object, @CurrentUser() actor: AuthUser): Promise<AdminRecord> {
      return this.crud.create(body as Record<string, unknown>, actor);
    }

    @Put(':id')
    @RequirePermission(resource, 'edit')
    update(
      @Param('id', ParseIntPipe) id: number,
      @Body() body: object,
      @CurrentUser() actor: AuthUser,
    ): Promise<AdminRecord> {
      return this.crud.update(id, body as Record<string, unknown>, actor);
    }

    @Delete(':id')
    @HttpCode(200)
    @RequirePermission(resource, 'delete')
    remove(@Param('id', ParseIntPipe) id: number, @CurrentUser() actor: AuthUser): Promise<AdminRecord> {
      return this.crud.remove(id, actor);
    }
  }

  // The global ValidationPipe validates a body against its parameter's design type; the
  // factory's bodies are typed `object`, so name each resource's DTO here.
  Reflect.defineMetadata('design:paramtypes', [createDto, Object], AdminResourceController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [Number, updateDto, Object], AdminResourceController.prototype, 'update');
  Object.defineProperty(AdminResourceController, 'name', { value: `Admin${pascal(resource)}Controller` });
  return AdminResourceController;
}
