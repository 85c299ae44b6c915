import type { ComponentType, ReactNode } from 'react';
import type {
  ProductCategory,
  ProductCondition,
  ProductRarity,
  ProductWithImages,
  PsaGrade,
  SellerBadgeInfo,
  SignedBy,
} from '../types/rows';

/**
 * The frontend contract between the shell and the five remotes, as types only (`@vitrina/shared/contract`): their
 * federation names and, for each, the keys of the components its `./routes` module exposes. The shell loads pages by
 * these keys (shell/src/app/remotePages.ts) and every remote checks its `./routes` object against them with
 * `satisfies RemoteRoutes<'mfe_x'>`, so a key renamed on one side fails `tsc` on both. Nothing here exists at run
 * time: the list of names the shell iterates is REMOTE_NAMES in @vitrina/shared/core.
 */
export type RemoteName = 'mfe_auth' | 'mfe_catalog' | 'mfe_checkout' | 'mfe_sell' | 'mfe_dashboard';

/** The route and slot keys of each remote's `./routes`. */
export interface RemoteRouteKeys {
  mfe_auth: 'AuthPage' | 'OnboardingPage' | 'PasswordRecoveryPage';
  mfe_catalog:
    'ProductsPage' | 'ProductDetailPage' | 'CategoryPage' | 'SubcategoryPage' | 'SellerPage' | 'AuctionsPage';
  mfe_checkout: 'CartPage' | 'CheckoutPage';
  mfe_sell: 'SellPage';
  mfe_dashboard: 'DashboardPage' | 'VerificationRequestPage';
}

export type RemoteRouteKey<R extends RemoteName> = RemoteRouteKeys[R];

/**
 * A page or slot a remote exposes. Each has its own props (most none, slots a few), and the shell passes them
 * through untyped across the federation boundary: `any` is the one type every component's props accept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: props differ per component
export type RemoteComponent = ComponentType<any>;

/** What a remote's `./routes` exports: exactly its contract keys. */
export type RemoteRoutes<R extends RemoteName> = Record<RemoteRouteKey<R>, RemoteComponent>;

// Exposes: components a remote lends to the shell or to another remote ------------------------------------------

/** mfe_auth's './NewsletterSignup': the newsletter form of the shell's pages. */
export interface NewsletterSignupExposeProps {
  /** full: name, e-mail and the seller checkbox (the home page); emailOnly: one field and the button (coming soon) */
  variant?: 'full' | 'emailOnly';
}

/** mfe_auth's './CollectorCounter': how many collectors are on the waiting list. */
export interface CollectorCounterExposeProps {
  /** the background it sits on: dark (coming soon's band) or light (the home page's panel) */
  surface?: 'dark' | 'light';
}

/** mfe_catalog's './ProductCard': the catalogue's card of one piece (the dashboard's Favoritos). */
export interface ProductCardExposeProps {
  /** the piece; with its seller's badge, the card shows the seller's line ('Vendedor: …') */
  product: ProductWithImages & { seller?: SellerBadgeInfo | null };
  /**
   * grid: the desktop tile; row: the compact line of the mobile list; responsive: the row at a phone's width and
   * the tile above it (CSS: a list that shows on every screen)
   */
  layout?: 'grid' | 'row' | 'responsive';
}

/** mfe_catalog's './SearchPalette': the Ctrl/Cmd+K palette, controlled by the shell. */
export interface SearchPaletteExposeProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * mfe_catalog's './SearchSuggest': a search box with suggestions as one types (the home hero's), controlled by
 * the caller's form; a piece chosen opens it, a term or category runs the search (listing).
 */
export interface SearchSuggestExposeProps {
  value: string;
  onValueChange: (value: string) => void;
  /** the box's accessible name */
  label: string;
  placeholder?: string;
  /** bare: no border (inside the caller's own frame); field: a bordered input */
  appearance?: 'bare' | 'field';
  /** takes the focus on mount (the box replaces a plain one that had it) */
  focusOnMount?: boolean;
}

/**
 * One photo of a listing, in order: a file chosen on this device (uploaded when the listing is saved) or a photo
 * already hosted (an http(s) URL), reused as it is. A chosen file carries its small copy (`thumb`: WebP, 480 px on
 * the long side, made in the same worker as the compression) when it could be made; it is uploaded beside the file
 * and stored as product_images.thumb_url.
 */
export type ListingPhoto = { kind: 'file'; file: Blob; name: string; thumb?: Blob } | { kind: 'remote'; url: string };

export type PhotoUploadState = 'uploading' | 'uploaded' | 'failed';

/** What the listing form holds while the user types: numbers may be '' and optional selects ''. */
export interface ListingFormValues {
  title: string;
  price: number | '';
  description: string;
  condition: string;
  category: string;
  subcategory: string;
  rarity: string;
  psa_grade: string;
  signed_by: string;
  certifier: string;
  certificate_number: string;
  stock: number | '';
  /** the seller's shipping price per unit, MXN ('' or 0 = free shipping) */
  shipping_price: number | '';
}

/** The listing's columns as the form's schema casts them: what a products row takes (empty optionals are null). */
export interface ListingDetails {
  title: string;
  price: number;
  description: string;
  condition: ProductCondition;
  category: ProductCategory;
  subcategory: string | null;
  rarity: ProductRarity | null;
  psa_grade: PsaGrade | null;
  signed_by: SignedBy | null;
  certifier: string | null;
  certificate_number: string | null;
  stock: number;
  /** products.shipping_price: 0 to 10,000 MXN, 0 = free shipping */
  shipping_price: number;
}

/** What mfe_sell's listing editor hands its caller's save. */
export interface ListingEditorSave {
  values: ListingFormValues;
  /** `values` validated and cast by the listing schema */
  details: ListingDetails;
  /** in order, the first is the main one: the photos kept (hosted) and the files added (to upload) */
  photos: readonly ListingPhoto[];
  /** per photo (index in `photos`) while its file uploads */
  onPhotoState: (index: number, state: PhotoUploadState) => void;
}

/**
 * mfe_sell's './ListingForm': the sell form in edit mode (the dashboard's edit page). It reads the signed-in seller's
 * eligibility itself for its price notices.
 */
export interface ListingEditorProps {
  initialValues: ListingFormValues;
  /** the listing's hosted photos, main one first */
  initialPhotos: readonly string[];
  submitLabel: string;
  /** a link or button beside the submit one (e.g. back to the piece) */
  cancel?: ReactNode;
  /** Saves; a rejection leaves the form as the user left it (fields and photos), and the caller tells what failed. */
  onSave: (save: ListingEditorSave) => Promise<void>;
}

/**
 * The components each remote exposes besides './routes' and './lifecycles', by expose name (the webpack `exposes`
 * key without './'), with their props. Each expose module's default export is that component and ends with
 * `satisfies ExposedComponent<'mfe_x', 'Name'>`, so a prop changed on one side fails `tsc` on the other.
 */
export interface RemoteExposes {
  mfe_auth: {
    NewsletterSignup: NewsletterSignupExposeProps;
    /** the signed-in home's short waiting-list form */
    WaitlistHomeForm: Record<string, never>;
    /** the coming-soon page's waiting-list form, validated as one types */
    WaitlistLandingForm: Record<string, never>;
    CollectorCounter: CollectorCounterExposeProps;
  };
  mfe_catalog: {
    ProductCard: ProductCardExposeProps;
    SearchPalette: SearchPaletteExposeProps;
    SearchSuggest: SearchSuggestExposeProps;
  };
  mfe_sell: { ListingForm: ListingEditorProps };
}

/** A remote that exposes components. */
export type ExposingRemote = keyof RemoteExposes & RemoteName;

export type ExposeName<R extends ExposingRemote> = keyof RemoteExposes[R] & string;

export type ExposedProps<R extends ExposingRemote, E extends ExposeName<R>> = RemoteExposes[R][E];

/** The component an expose module exports as its default. */
export type ExposedComponent<R extends ExposingRemote, E extends ExposeName<R>> = ComponentType<ExposedProps<R, E>>;
