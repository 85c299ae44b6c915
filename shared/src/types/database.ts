/**
 * Row types of the spec §3 tables, written by hand, and the `Database` shape that gives
 * supabase-js its typed `from()` / `select()` results. Rows are type aliases, not interfaces:
 * supabase-js needs them assignable to Record<string, unknown>.
 */

export type ProductCondition = 'new' | 'excellent' | 'good' | 'fair' | 'poor';
export type ProductRarity = 'common' | 'uncommon' | 'rare' | 'ultra_rare' | 'legendary';
export type PsaGrade = 'psa_10' | 'psa_9' | 'psa_8' | 'psa_7' | 'psa_6';
export type SignedBy = 'player' | 'team' | 'coach' | 'legend';
export type ProductStatus = 'pending' | 'published' | 'deleted';
export type AuthenticationStatus = 'none' | 'pending' | 'verified' | 'rejected';
export type VerificationLevel = 'unverified' | 'basic' | 'verified' | 'trusted' | 'vip';
export type VerificationRequestType = 'seller' | 'buyer' | 'vip';
export type VerificationRequestStatus = 'pending' | 'approved' | 'rejected';
export type OfferStatus = 'pending' | 'accepted' | 'rejected';
export type NotificationType =
  | 'order'
  | 'message'
  | 'PRICE_ALERT'
  | 'offer'
  | 'offer_response'
  | 'system'
  | 'auction'
  | 'other';

export type ProfileRow = {
  id: string;
  username: string | null;
  display_name: string | null;
  phone_number: string | null;
  avatar_url: string | null;
  created_at: string;
  is_verified: boolean;
  rating: number | null;
  sales_count: number;
  identity_verified: boolean;
  onboarding_completed: boolean;
  verification_level: VerificationLevel;
};

export type ProductRow = {
  id: string;
  title: string;
  price: number;
  description: string | null;
  condition: ProductCondition;
  category: string;
  subcategory: string | null;
  rarity: ProductRarity | null;
  psa_grade: PsaGrade | null;
  signed_by: SignedBy | null;
  status: ProductStatus;
  views: number;
  featured: boolean;
  is_certified: boolean;
  authentication_status: AuthenticationStatus;
  certifier: string | null;
  certificate_number: string | null;
  authentication_required: boolean;
  escrow_required: boolean;
  seller_id: string;
  created_at: string;
};

export type ProductImageRow = {
  id: string;
  product_id: string;
  image_url: string;
  /** zero-based; 0 is the main image */
  order: number;
};

export type FavoriteRow = {
  id: string;
  user_id: string;
  product_id: string;
  created_at: string;
};

export type OfferRow = {
  id: string;
  product_id: string;
  buyer_id: string;
  seller_id: string;
  amount: number;
  status: OfferStatus;
  created_at: string;
};

export type PriceAlertRow = {
  id: string;
  user_id: string;
  product_id: string;
  target_price: number;
  created_at: string;
};

export type PriceHistoryRow = {
  id: string;
  product_id: string;
  price: number;
  recorded_at: string;
};

export type MessageRow = {
  id: string;
  sender_id: string;
  receiver_id: string;
  product_id: string | null;
  message: string;
  read: boolean;
  created_at: string;
};

export type NotificationRow = {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  created_at: string;
  ref_id: string | null;
};

export type WaitlistRow = {
  id: string;
  email: string;
  phone: string | null;
  full_name: string | null;
  type: 'fractional_investment';
  created_at: string;
};

export type NewsletterSubscriberRow = {
  id: string;
  email: string;
  name: string | null;
  wants_to_sell: boolean;
  created_at: string;
};

export type VerificationRequestRow = {
  id: string;
  user_id: string;
  type: VerificationRequestType;
  notes: string | null;
  status: VerificationRequestStatus;
  documents: { urls: string[] };
  created_at: string;
};

export type OrderRow = {
  id: string;
  buyer_id: string;
  total: number;
  status: string;
  created_at: string;
};

export type OrderItemRow = {
  id: string;
  order_id: string;
  product_id: string;
  quantity: number;
  price: number;
};

/** A product as the listing and detail screens read it: the row plus its embedded images. */
export type ProductWithImages = ProductRow & {
  product_images: Pick<ProductImageRow, 'id' | 'image_url' | 'order'>[];
};

/** Seller summary shown beside a product. */
export type SellerSummary = Pick<
  ProfileRow,
  'id' | 'username' | 'display_name' | 'avatar_url' | 'created_at' | 'is_verified' | 'rating' | 'sales_count'
>;

/** A conversation derived from messages (spec §3). */
export interface Conversation {
  user_id: string;
  display_name: string;
  avatar_url: string | null;
  last_message: string;
  last_message_date: string;
  unread_count: number;
  product_id: string | null;
  product_title: string | null;
}

interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

/** Insert: id and defaulted columns become optional. */
type InsertOf<Row, Required extends keyof Row> = Pick<Row, Required> & Partial<Omit<Row, Required>>;

type Table<Row, Required extends keyof Row, Rels extends Relationship[] = []> = {
  Row: Row;
  Insert: InsertOf<Row, Required>;
  Update: Partial<Row>;
  Relationships: Rels;
};

type ForeignKey<Name extends string, Column extends string, Target extends string> = {
  foreignKeyName: Name;
  columns: [Column];
  isOneToOne: false;
  referencedRelation: Target;
  referencedColumns: ['id'];
};

export interface Database {
  public: {
    Tables: {
      profiles: Table<ProfileRow, 'id'>;
      products: Table<
        ProductRow,
        'title' | 'price' | 'condition' | 'category' | 'seller_id',
        [ForeignKey<'products_seller_id_fkey', 'seller_id', 'profiles'>]
      >;
      product_images: Table<
        ProductImageRow,
        'product_id' | 'image_url' | 'order',
        [ForeignKey<'product_images_product_id_fkey', 'product_id', 'products'>]
      >;
      favorites: Table<
        FavoriteRow,
        'user_id' | 'product_id',
        [
          ForeignKey<'favorites_product_id_fkey', 'product_id', 'products'>,
          ForeignKey<'favorites_user_id_fkey', 'user_id', 'profiles'>,
        ]
      >;
      offers: Table<
        OfferRow,
        'product_id' | 'buyer_id' | 'seller_id' | 'amount',
        [ForeignKey<'offers_product_id_fkey', 'product_id', 'products'>]
      >;
      price_alerts: Table<
        PriceAlertRow,
        'user_id' | 'product_id' | 'target_price',
        [ForeignKey<'price_alerts_product_id_fkey', 'product_id', 'products'>]
      >;
      price_history: Table<
        PriceHistoryRow,
        'product_id' | 'price',
        [ForeignKey<'price_history_product_id_fkey', 'product_id', 'products'>]
      >;
      messages: Table<
        MessageRow,
        'sender_id' | 'receiver_id' | 'message',
        [
          ForeignKey<'messages_product_id_fkey', 'product_id', 'products'>,
          ForeignKey<'messages_sender_id_fkey', 'sender_id', 'profiles'>,
          ForeignKey<'messages_receiver_id_fkey', 'receiver_id', 'profiles'>,
        ]
      >;
      notifications: Table<NotificationRow, 'user_id' | 'type' | 'title' | 'message'>;
      waitlist: Table<WaitlistRow, 'email'>;
      newsletter_subscribers: Table<NewsletterSubscriberRow, 'email'>;
      verification_requests: Table<VerificationRequestRow, 'user_id' | 'type'>;
      orders: Table<OrderRow, 'buyer_id' | 'total'>;
      order_items: Table<
        OrderItemRow,
        'order_id' | 'product_id' | 'quantity' | 'price',
        [
          ForeignKey<'order_items_order_id_fkey', 'order_id', 'orders'>,
          ForeignKey<'order_items_product_id_fkey', 'product_id', 'products'>,
        ]
      >;
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
}

export type TableName = keyof Database['public']['Tables'];
export type Tables<T extends TableName> = Database['public']['Tables'][T]['Row'];
export type TablesInsert<T extends TableName> = Database['public']['Tables'][T]['Insert'];
export type TablesUpdate<T extends TableName> = Database['public']['Tables'][T]['Update'];
