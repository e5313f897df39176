import { JobApplication } from '../applications/job-application.entity';
import { Dispute, DisputeStatement } from '../trust/dispute.entity';
import { HireEvent } from '../hires/hire-event.entity';
import { LedgerAccount, LedgerEntry, LedgerPosting } from '../ledger/ledger.entities';
import { BankAccount, ChargeShare, PaymentEvent, Payout, ReconciliationItem, Refund } from '../payments/payment.entities';
import { Receipt, ReceiptSequence } from '../payments/receipt.entities';
import { AuthToken } from '../auth/auth-token.entity';
import { ApiKey } from '../auth/api-keys/api-key.entity';
import { VerificationCode } from '../auth/verification-code.entity';
import { Bookmark } from '../bookmarks/bookmark.entity';
import { EmployerBlock, Favourite, HiddenEmployer } from '../roster/roster.entities';
import { Offer } from '../offers/offer.entity';
import { Category } from '../categories/category.entity';
import { Connection } from '../connections/connection.entity';
import { Listing } from '../listings/listing.entity';
import { ListingSourceCount } from '../discovery/listing-source-count.entity';
import { Country } from '../locations/country.entity';
import { State } from '../locations/state.entity';
import { Lga } from '../locations/lga.entity';
import { Industry, JobType, Skill } from '../lookups/lookup.entities';
import { Notification } from '../notifications/notification.entity';
import { Portfolio } from '../portfolio/portfolio.entity';
import { PostCategory } from '../posts/post-category.entity';
import { Post } from '../posts/post.entity';
import { Permission } from '../roles/permission.entity';
import { Role } from '../roles/role.entity';
import { PopularSearch } from '../search/popular-search.entity';
import { SearchWord } from '../search/search-word.entity';
import { Synonym } from '../search/synonym.entity';
import { AdminSettings } from '../settings/admin-settings.entity';
import { Transaction } from '../transactions/transaction.entity';
import { Profile } from '../users/profile.entity';
import { SocialMedia, UserIndustry, UserJobType, UserSkill } from '../users/user-link.entities';
import { User } from '../users/user.entity';
import { Rating, ReliabilityEvent } from '../trust/trust.entities';
import { AlertLog, Message, MessageBlock, MessageReport, SavedSearch } from '../messages/message.entities';
import { UssdSession } from '../ussd/ussd-session.entity';
import { SignedLinkUse } from '../ussd/signed-link-use.entity';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity';
import { WebhookEvent } from '../webhook-outbox/webhook-event.entity';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../webhooks/webhook.entities';
import { SmsDay } from '../sms/sms-day.entity';
import { WhatsAppDay, WhatsAppInbound, WhatsAppNotice, WhatsAppOutbound } from '../whatsapp/whatsapp.entities';
import { IdentityCheck, IdentityEvent } from '../identity/identity.entities';
import { Consent } from '../consents/consent.entity';
import { DataExport } from '../privacy/data-export.entity';
import { ListingReport } from '../safety/listing-report.entity';

export const ENTITIES = [
  Rating,
  ReliabilityEvent,
  User,
  Profile,
  Role,
  Permission,
  VerificationCode,
  AuthToken,
  ApiKey,
  Country,
  State,
  Lga,
  Industry,
  JobType,
  Skill,
  UserSkill,
  UserIndustry,
  UserJobType,
  SocialMedia,
  Category,
  Listing,
  ListingSourceCount,
  JobApplication,
  Transaction,
  Connection,
  Bookmark,
  Favourite,
  Offer,
  EmployerBlock,
  HiddenEmployer,
  Portfolio,
  PostCategory,
  Post,
  Notification,
  PopularSearch,
  Synonym,
  SearchWord,
  AdminSettings,
  LedgerAccount,
  LedgerPosting,
  LedgerEntry,
  PaymentEvent,
  BankAccount,
  Payout,
  Dispute,
  DisputeStatement,
  HireEvent,
  Refund,
  ChargeShare,
  Receipt,
  ReceiptSequence,
  ReconciliationItem,
  Message,
  MessageBlock,
  MessageReport,
  SavedSearch,
  AlertLog,
  UssdSession,
  SignedLinkUse,
  IdempotencyKey,
  WebhookEvent,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  IdentityCheck,
  IdentityEvent,
  ListingReport,
  Consent,
  DataExport,
  WhatsAppInbound,
  WhatsAppOutbound,
  WhatsAppNotice,
  WhatsAppDay,
  SmsDay,
];
