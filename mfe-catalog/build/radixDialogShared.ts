// cmdk imports `@radix-ui/react-dialog` for its Command.Dialog. webpack.config.js points that import here, so
// the page's one shared Radix dialog (@vitrina/shared/ui) serves it instead of a second copy in this remote
// (dialog, focus scope, portal and scroll lock).
import { DialogPrimitive } from '@vitrina/shared/ui';

export const { Root, Trigger, Portal, Overlay, Content, Title, Description, Close } = DialogPrimitive;
