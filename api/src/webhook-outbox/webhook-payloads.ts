/**
 * The `data` of each event (docs/webhooks.md "Events"), built in one place so every emitter sends
 * the same shape. Ids, statuses and amounts only: no names, phones or messages of the people.
 */
export interface ListingFacts {
  id: number;
  job_title: string;
  status: string;
  closed_reason?: string | null;
  positions: number;
  positions_filled: number;
}

export interface ApplicationFacts {
  id: number;
  listing_id: number;
  user_id: number;
  status: string;
  price: string | null;
  new_price: string | null;
  created_at?: Date | null;
}

export interface HireFacts {
  id: number;
  listing_id: number;
  user_id: number;
  status: string;
  agreed_amount_minor: number | string | null;
}

export function listingData(listing: ListingFacts) {
  return {
    id: listing.id,
    job_title: listing.job_title,
    status: listing.status,
    closed_reason: listing.closed_reason ?? null,
    positions: listing.positions,
    positions_filled: listing.positions_filled,
  };
}

export function applicationData(application: ApplicationFacts, listing: Pick<ListingFacts, 'id' | 'job_title'>) {
  return {
    application: {
      id: application.id,
      listing_id: application.listing_id,
      freelancer_id: application.user_id,
      status: application.status,
      price: application.price,
      new_price: application.new_price,
    },
    listing: { id: listing.id, job_title: listing.job_title },
  };
}

export function hireData(hire: HireFacts, previousStatus: string, move: string, listing: Pick<ListingFacts, 'id' | 'job_title'>) {
  return {
    hire: {
      id: hire.id,
      listing_id: hire.listing_id,
      freelancer_id: hire.user_id,
      status: hire.status,
      previous_status: previousStatus,
      agreed_amount_minor: hire.agreed_amount_minor === null ? null : Number(hire.agreed_amount_minor),
    },
    move,
    listing: { id: listing.id, job_title: listing.job_title },
  };
}
