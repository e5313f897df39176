import { InitialSchema1732000000000 } from './1732000000000-initial-schema';
import { ListingSearchIndexes1732100000000 } from './1732100000000-listing-search-indexes';
import { HireToPay1732200000000 } from './1732200000000-hire-to-pay';
import { Trust1732300000000 } from './1732300000000-trust';
import { ReportTrackRecord1735200000000 } from './1735200000000-report-track-record';
import { SmsPreferences1732350000000 } from './1732350000000-sms-preferences';
import { Conversations1732400000000 } from './1732400000000-conversations';
import { ListingExpiry1732500000000 } from './1732500000000-listing-expiry';
import { Ussd1732600000000 } from './1732600000000-ussd';
import { IdempotencyKeys1732800000000 } from './1732800000000-idempotency-keys';
import { AdminListSorts1732900000000 } from './1732900000000-admin-list-sorts';
import { OpenListingsSearchTable1733000000000 } from './1733000000000-open-listings-search-table';
import { RowCounts1733100000000 } from './1733100000000-row-counts';
import { HireOwned1733200000000 } from './1733200000000-hire-owned';
import { Lgas1733300000000 } from './1733300000000-lgas';
import { OneFormPerPhone1733800000000 } from './1733800000000-one-form-per-phone';
import { MarketplaceHealth1733900000000 } from './1733900000000-marketplace-health';
import { SearchOutbox1734000000000 } from './1734000000000-search-outbox';
import { IdentityAndReports1734100000000 } from './1734100000000-identity-and-reports';
import { NotificationsByKey1734150000000 } from './1734150000000-notifications-by-key';
import { ReferenceNamesFr1734200000000 } from './1734200000000-reference-names-fr';
import { OpenListingFacetCounts1734300000000 } from './1734300000000-open-listing-facet-counts';
import { SearchUnderstanding1734400000000 } from './1734400000000-search-understanding';
import { AmountSortIndexes1735300000000 } from './1735300000000-amount-sort-indexes';
import { ApiKeys1735420000000 } from './1735420000000-api-keys';
import { Webhooks1735430000000 } from './1735430000000-webhooks';
import { JobSources1735445000000 } from './1735445000000-job-sources';
import { Privacy1735510000000 } from './1735510000000-privacy';
import { AccountErasure1735520000000 } from './1735520000000-account-erasure';
import { TaxAndReceipts1735530000000 } from './1735530000000-tax-and-receipts';
import { Roster1735600000000 } from './1735600000000-roster';
import { Offers1735750000000 } from './1735750000000-offers';
import { RosterFirst1735780000000 } from './1735780000000-roster-first';
import { WhatsApp1735650000000 } from './1735650000000-whatsapp';
import { WhatsAppNotices1735700000000 } from './1735700000000-whatsapp-notices';
import { ShiftConfirmation1735760000000 } from './1735760000000-shift-confirmation';
import { WhatsAppCost1735790000000 } from './1735790000000-whatsapp-cost';
import { OpenListingTerms1735800000000 } from './1735800000000-open-listing-terms';
import { CheckInReminder1735820000000 } from './1735820000000-checkin-reminder';
import { SignedLinkUses1735830000000 } from './1735830000000-signed-link-uses';
import { Shifts1735840000000 } from './1735840000000-shifts';
import { SmsDays1735950000000 } from './1735950000000-sms-days';
import { ChargeShares1735960000000 } from './1735960000000-charge-shares';



/** Every migration, in order. Listed explicitly so builds and tests need no glob. */
export const MIGRATIONS = [InitialSchema1732000000000, ListingSearchIndexes1732100000000, HireToPay1732200000000, Trust1732300000000, SmsPreferences1732350000000, Conversations1732400000000, ListingExpiry1732500000000, Ussd1732600000000, IdempotencyKeys1732800000000, AdminListSorts1732900000000, OpenListingsSearchTable1733000000000, RowCounts1733100000000, HireOwned1733200000000, Lgas1733300000000, OneFormPerPhone1733800000000, MarketplaceHealth1733900000000, SearchOutbox1734000000000, IdentityAndReports1734100000000, NotificationsByKey1734150000000, ReferenceNamesFr1734200000000, OpenListingFacetCounts1734300000000, SearchUnderstanding1734400000000, ReportTrackRecord1735200000000, AmountSortIndexes1735300000000, ApiKeys1735420000000, Webhooks1735430000000, JobSources1735445000000, Privacy1735510000000, AccountErasure1735520000000, TaxAndReceipts1735530000000, Roster1735600000000, WhatsApp1735650000000, WhatsAppNotices1735700000000, Offers1735750000000, ShiftConfirmation1735760000000, RosterFirst1735780000000, WhatsAppCost1735790000000, OpenListingTerms1735800000000, CheckInReminder1735820000000, SignedLinkUses1735830000000, Shifts1735840000000, SmsDays1735950000000, ChargeShares1735960000000];
