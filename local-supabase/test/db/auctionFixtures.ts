/**
 * What the auction suites share: a database of the run's engine with a verified seller and a staff member, the test
 * clock every auction rule reads (app_now), pieces listed at auction by the seller and published by the staff, and
 * the calls a member makes (bid, read the auction, check out) and the scheduler makes (close the due auctions).
 */
import { createProduct, createUser, type Driver, type TestDatabase, type UserSpec } from './testDatabase';

export type User = { id: string; email: string };

/** What auction_state answers, as the tests read it. */
export interface AuctionStateRow {
  status: string;
  phase: string;
  current_price: number | null;
  bid_count: number;
  next_minimum: number;
  reserve_met: boolean;
  reserve_price: number | null;
  bid_limit: number | null;
  leading: boolean;
  my_max: number | null;
  won: boolean;
  paid: boolean;
  ends_at: string;
  starts_at: string | null;
  leader: string | null;
  history: { bidder: string; amount: number; is_auto: boolean; mine: boolean }[];
}

export const ADDRESS = { address: 'Av. Juárez 10', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' };
/** Where each test puts the clock first. */
export const T0 = '2030-03-01T12:00:00Z';

export interface AuctionSpec {
  start?: number;
  reserve?: number | null;
  /** 1, 3, 5 or 7 */
  days?: number;
  scheduled?: string | null;
  /** the seller who lists it (the verified seller of the fixtures unless given) */
  seller?: User;
}

/**
 * One suite's auction world. Create it in the describe block, `open()` it in beforeAll and `dispose()` it in
 * afterAll; the helpers are bound, so they may be taken apart (`const { bid, close } = fx`).
 */
export class AuctionFixtures {
  db!: TestDatabase;
  /** identity verified: may list at any price */
  seller!: User;
  /** reviews (publishes) the pieces */
  staff!: User;

  constructor(private readonly driver: Driver) {}

  async open(): Promise<void> {
    this.db = await this.driver.open();
    this.seller = await createUser(this.db, { identityVerified: true, level: 'verified', displayName: 'Vendedora' });
    this.staff = await createUser(this.db, { level: 'trusted' });
  }

  async dispose(): Promise<void> {
    await this.db?.query('select public.set_app_clock(null)');
    await this.db?.close();
  }

  /** A member with a display name (what masked_member shows, e.g. 'Carlos' → 'C***s'). */
  member = (displayName: string, spec: UserSpec = {}): Promise<User> => createUser(this.db, { displayName, ...spec });

  /** Moves the clock of every session; it keeps running from there. */
  setClock = async (at: string | Date): Promise<void> => {
    await this.db.query('select public.set_app_clock($1)', [new Date(at).toISOString()]);
  };

  /** A piece listed at auction by the seller (one day, no reserve, from $100 unless told), then published. */
  auction = async (spec: AuctionSpec = {}): Promise<{ auction: string; product: string }> => {
    const { start = 100, reserve = null, days = 1, scheduled = null, seller = this.seller } = spec;
    const product = await createProduct(this.db, seller.id, {
      status: 'pending',
      price: start,
      title: 'Subasta de prueba',
    });
    const [row] = await this.db.asQuery<{ id: string }>(
      seller,
      'select public.list_at_auction($1, $2, $3, $4, $5) as id',
      [product, start, reserve, days, scheduled],
    );
    await this.db.asQuery(this.staff, `update public.products set status = 'published' where id = $1`, [product]);
    return { auction: row.id, product };
  };

  /** place_bid as the member: their maximum; answers the auction's state as they see it after the bid. */
  bid = async (who: User, auctionId: string, amount: number): Promise<AuctionStateRow> =>
    (await this.db.asQuery<{ s: AuctionStateRow }>(who, 'select public.place_bid($1, $2) as s', [auctionId, amount]))[0]
      .s;

  state = async (who: User | 'anon', auctionId: string): Promise<AuctionStateRow> =>
    (await this.db.asQuery<{ s: AuctionStateRow }>(who, 'select public.auction_state($1) as s', [auctionId]))[0].s;

  statusOf = async (auctionId: string): Promise<string> =>
    (await this.db.query<{ status: string }>('select status from public.auctions where id = $1', [auctionId]))[0]
      .status;

  /** The scheduler's round: how many due auctions it closed. */
  close = async (): Promise<number> =>
    (await this.db.query<{ n: number }>('select public.close_due_auctions() as n'))[0].n;

  checkout = (who: User, product: string) =>
    this.db.asQuery<{ id: string }>(who, 'select public.create_order($1::uuid[], $2) as id', [[product], ADDRESS]);
}
