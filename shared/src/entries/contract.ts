// @vitrina/shared/contract: the types the apps compile against and nothing else (every line is `export type`, so
// importing a value from here fails to compile, and the entry adds no code to any bundle): the shapes of the
// kernel's state (session, cart, toasts, sinks, runtime config, the exposes' loader) and the contract between the
// apps (remote names, each remote's route keys, the components remotes lend each other with their props).
// Checked by its own API report, shared/api/contract.api.md (scripts/kernelApi.mjs).

export type { Session, User, SessionState } from '../session/sessionStore';
export type {
  CartProduct,
  CartItem,
  CartItemUpdate,
  CartState,
  AddItemResult,
  SetQuantityResult,
} from '../cart/cartMath';
export type { ToastOptions, ToastItem, ToastVariant, ToastState } from '../ui/toast/toastStore';
export type { QueryRoot } from '../query/queryRoots';
export type { RuntimeConfig } from '../config/runtimeConfig';
export type { AnalyticsAdapter } from '../analytics/analyticsAdapters';
export type { ErrorReporter } from '../errors/consoleErrorReporter';
export type { ExposedLoader } from '../remotes/exposedLoader';

export type * from '../remotes/remoteContract';
