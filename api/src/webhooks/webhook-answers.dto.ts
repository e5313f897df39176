import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookDeliveryStatus, type WebhookEventType } from '@gigmarket/shared';

/** An endpoint as its owner sees it; the secret is never in it (only `WebhookSecretDto`, once). */
export class WebhookEndpointDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'https://hr.example.com/gigmarket/webhooks' }) url!: string;
  @ApiProperty({ nullable: true, type: String, example: 'Our HR system' }) description!: string | null;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['application.created', 'hire.paid'] }) events!: WebhookEventType[];
  @ApiProperty({ example: true }) enabled!: boolean;
  @ApiProperty({ nullable: true, type: String, enum: ['failing'], description: '`failing`: turned off after failing for three days' })
  disabled_reason!: 'failing' | null;
  @ApiProperty({ nullable: true, type: Date }) disabled_at!: Date | null;
  @ApiProperty({ nullable: true, type: Date, description: 'First failed attempt since the last success' }) failing_since!: Date | null;
  @ApiProperty({ example: 'whsec_…Xy7Q', description: 'The secret’s last four characters, to tell secrets apart' }) secret_hint!: string;
  @ApiProperty() created_at!: Date;
  @ApiProperty() updated_at!: Date;
}

/** An endpoint with its signing secret: answered at creation and rotation only. */
export class WebhookSecretDto extends WebhookEndpointDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'Standard Webhooks secret: `whsec_` and base64; shown once' })
  secret!: string;
}

export class WebhookAttemptDto {
  @ApiProperty() id!: number;
  @ApiProperty() attempted_at!: Date;
  @ApiProperty({ nullable: true, type: Number, example: 500, description: 'The receiver’s answer code; null when none came' }) status_code!: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'connect ECONNREFUSED' }) error!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The answer’s first 500 characters' }) response_body!: string | null;
  @ApiProperty({ example: 120 }) duration_ms!: number;
  @ApiProperty() succeeded!: boolean;
}

export class WebhookDeliveryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'evt_2bWq1…', description: 'The message’s `webhook-id`, the same on every attempt' }) event_id!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) event_type!: WebhookEventType;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES }) status!: WebhookDeliveryStatus;
  @ApiProperty({ example: 1 }) attempts!: number;
  @ApiProperty({ nullable: true, type: Date }) next_attempt_at!: Date | null;
  @ApiProperty({ nullable: true, type: Date }) last_attempt_at!: Date | null;
  @ApiProperty({ nullable: true, type: Number, example: 200 }) last_status_code!: number | null;
  @ApiProperty({ nullable: true, type: Date }) delivered_at!: Date | null;
  @ApiProperty() created_at!: Date;
  @ApiProperty({ type: () => [WebhookAttemptDto], description: 'Every attempt, newest first' }) attempt_log!: WebhookAttemptDto[];
}

export class WebhookDeliveryPageDto {
  @ApiProperty({ type: () => [WebhookDeliveryDto] }) items!: WebhookDeliveryDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() per_page!: number;
}

/** The events an endpoint may subscribe to. */
export class WebhookEventTypesDto {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }) types!: WebhookEventType[];
}

/** An endpoint in the back office's list (superadmin): its owner and its deliveries' counts. */
export class AdminWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ example: 12 }) user_id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Acme Works Boss' }) owner_name!: string | null;
  @ApiProperty({ example: 2, description: 'Deliveries given up after the retry window' }) deliveries_failed!: number;
  @ApiProperty({ example: 1 }) deliveries_pending!: number;
  @ApiProperty({ example: 40 }) deliveries_delivered!: number;
}

/** One endpoint in the back office, with its latest deliveries and every attempt of each. */
export class AdminWebhookEndpointDetailDto extends AdminWebhookEndpointDto {
  @ApiProperty({ type: () => [WebhookDeliveryDto], description: 'The latest deliveries, newest first (at most 50)' }) deliveries!: WebhookDeliveryDto[];
}
