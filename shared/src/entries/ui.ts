// @vitrina/shared/ui: the Radix overlays (dialogs and the confirmations built on them, sheets, menus, tooltips,
// select, checkbox, toasts) with floating-ui, the 404 page, and the standalone wrapper a remote runs in on its own.
// Their files import core names by package name so the core stays one shared instance.

export * from '../ui/Checkbox';
export * from '../ui/Select';
export * from '../ui/Dialog';
export * from '../ui/ConfirmDialog';
export * from '../ui/TypedConfirmDialog';
export * from '../ui/Sheet';
export * from '../ui/DropdownMenu';
export * from '../ui/Tooltip';
export * from '../ui/toast/Toaster';
export * from '../ui/NotFoundPage';
export * from '../providers/StandaloneRemote';
export * from '../providers/mountStandalone';
