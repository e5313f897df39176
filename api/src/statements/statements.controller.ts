import { Controller, Get, Param, ParseIntPipe, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pickLanguage } from '../i18n/i18n';
import type { Language } from '@gigmarket/shared';
import { ApiAnswerOf } from '../common/api-answer';
import { ok } from '../common/api-response';
import { CurrentUser, RequirePermission, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { AskedLanguage } from '../i18n/answer-language';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { ReceiptDto, StatementDto } from './documents-answers.dto';
import { MoneyDocumentsService } from './money-documents.service';
import { receiptPdf, statementPdf } from './pdf';

const PDF_ANSWER = ApiOkResponse({ description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });

function sendPdf(response: Response, pdf: Buffer, filename: string): StreamableFile {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(pdf);
}

const language = (asked: Language | undefined, own: string): Language => asked ?? pickLanguage(own);

/** Drops what the documents' builders keep for the PDF only. */
function answer<T extends { language: string }>(document: T): Omit<T, 'language'> {
  const { language: _language, ...rest } = document;
  return rest;
}

@ApiTags('payments')
@UserTypes('employer')
@Controller('employer/payments')
export class EmployerReceiptsController {
  constructor(private readonly documents: MoneyDocumentsService) {}

  @Get(':id/receipt')
  @ApiAnswerOf(ReceiptDto)
  @ApiOperation({ summary: 'The receipt of one of the caller’s successful payments (numbered, from the ledger)' })
  @ApiResponse({ status: 404, description: 'Not the caller’s, or not a successful payment' })
  async receipt(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, answer(await this.documents.receipt(id, user.id)));
  }

  @Get(':id/receipt/pdf')
  @ApiProduces('application/pdf')
  @PDF_ANSWER
  @ApiOperation({ summary: 'The receipt as a PDF, in the caller’s language' })
  @ApiResponse({ status: 404, description: 'Not the caller’s, or not a successful payment' })
  async receiptPdf(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @AskedLanguage() asked: Language | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    const receipt = await this.documents.receipt(id, user.id);
    return sendPdf(response, await receiptPdf(receipt, language(asked, receipt.language)), `receipt-${receipt.number_text}.pdf`);
  }
}

@ApiTags('payments')
@UserTypes('freelancer')
@Controller('freelancer/statements')
export class FreelancerStatementsController {
  constructor(private readonly documents: MoneyDocumentsService) {}

  @Get(':period')
  @ApiAnswerOf(StatementDto)
  @ApiOperation({ summary: 'The caller’s earnings statement for a Lagos year (2026) or month (2026-03), from the ledger' })
  @ApiResponse({ status: 400, description: 'period is not a year or a month' })
  async statement(@CurrentUser() user: AuthUser, @Param('period') period: string) {
    return ok(COMMON_MESSAGES.ok, answer(await this.documents.statement(user.id, period)));
  }

  @Get(':period/pdf')
  @ApiProduces('application/pdf')
  @PDF_ANSWER
  @ApiOperation({ summary: 'The statement as a PDF, in the caller’s language' })
  @ApiResponse({ status: 400, description: 'period is not a year or a month' })
  async statementPdf(
    @CurrentUser() user: AuthUser,
    @Param('period') period: string,
    @AskedLanguage() asked: Language | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    const statement = await this.documents.statement(user.id, period);
    return sendPdf(response, await statementPdf(statement, language(asked, statement.language)), `statement-${period}.pdf`);
  }
}

/** The back office reads any receipt or statement. */
@ApiTags('admin: money')
@Controller('admin')
export class AdminDocumentsController {
  constructor(private readonly documents: MoneyDocumentsService) {}

  @Get('receipts/:paymentId')
  @RequirePermission('transactions', 'show')
  @ApiAnswerOf(ReceiptDto)
  @ApiOperation({ summary: 'A payment’s receipt' })
  async receipt(@Param('paymentId', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, answer(await this.documents.receipt(id, null)));
  }

  @Get('receipts/:paymentId/pdf')
  @RequirePermission('transactions', 'show')
  @ApiProduces('application/pdf')
  @PDF_ANSWER
  @ApiOperation({ summary: 'A payment’s receipt as a PDF' })
  async receiptPdf(@Param('paymentId', ParseIntPipe) id: number, @AskedLanguage() asked: Language | undefined, @Res({ passthrough: true }) response: Response) {
    const receipt = await this.documents.receipt(id, null);
    return sendPdf(response, await receiptPdf(receipt, asked ?? 'en'), `receipt-${receipt.number_text}.pdf`);
  }

  @Get('statements/:userId/:period')
  @RequirePermission('transactions', 'show')
  @ApiAnswerOf(StatementDto)
  @ApiOperation({ summary: 'A freelancer’s earnings statement' })
  async statement(@Param('userId', ParseIntPipe) userId: number, @Param('period') period: string) {
    return ok(COMMON_MESSAGES.ok, answer(await this.documents.statement(userId, period)));
  }

  @Get('statements/:userId/:period/pdf')
  @RequirePermission('transactions', 'show')
  @ApiProduces('application/pdf')
  @PDF_ANSWER
  @ApiOperation({ summary: 'A freelancer’s earnings statement as a PDF' })
  async statementPdf(
    @Param('userId', ParseIntPipe) userId: number,
    @Param('period') period: string,
    @AskedLanguage() asked: Language | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    const statement = await this.documents.statement(userId, period);
    return sendPdf(response, await statementPdf(statement, asked ?? 'en'), `statement-${period}.pdf`);
  }
}
