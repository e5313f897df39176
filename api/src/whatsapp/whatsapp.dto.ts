import { ApiProperty } from '@nestjs/swagger';

/** What the webhook did with one POST (Meta reads only the 200). */
export class WhatsAppWebhookAnswerDto {
  @ApiProperty({ enum: [true] })
  received!: true;

  @ApiProperty({ description: 'Inbound messages stored' })
  messages!: number;

  @ApiProperty({ description: 'Inbound messages already stored (a replay): nothing was done' })
  duplicates!: number;

  @ApiProperty({ description: 'Status callbacks applied to messages the product sent' })
  statuses!: number;

  @ApiProperty({ description: 'Status callbacks for a wamid the product did not send: ignored' })
  unknown_statuses!: number;
}
