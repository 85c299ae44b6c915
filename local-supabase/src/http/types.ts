import type { Database, JwtClaims } from '../db/types';

/** Settings of one running backend, fixed at start. */
export interface ServerConfig {
  port: number;
  /** e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  dataDir: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** absolute path of the repository's supabase/ folder */
  supabaseDir: string;
  /** where auth links and redirects go when no (allowed) redirect_to is given, like GoTrue's SITE_URL */
  siteUrl?: string;
}

export interface Mail {
  id: string;
  /** sender address, as the mail API got it */
  from?: string;
  /** recipients, comma-separated when there are several */
  to: string;
  subject: string;
  html: string;
  text?: string;
  createdAt: string;
}

export interface Mailbox {
  send(mail: Omit<Mail, 'id' | 'createdAt'>): Promise<Mail>;
  list(): Promise<Mail[]>;
}

/** What every route handler gets besides the web Request. */
export interface ApiContext {
  config: ServerConfig;
  db: Database;
  mailbox: Mailbox;
  /**
   * Claims of the caller: the verified `Authorization: Bearer` JWT, else the verified `apikey`.
   * The server answers 401 before calling a handler when a token is present but forged or expired.
   */
  claims: JwtClaims;
  /** the caller's network address, what per-client limits count by (absent when a test builds the context) */
  clientIp?: string;
}

/** Handlers speak the web Request/Response API (Node 20 globals), like the edge functions. */
export type RouteHandler = (req: Request, ctx: ApiContext) => Promise<Response>;
