// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { ExposedComponent } from '@vitrina/shared/contract';
import { ListingEditor } from '../features/edit/ListingEditor';
// The listing form for other remotes (federation expose './ListingForm'): the dashboard's edit page renders the same
// fields, schema and photo uploader as /sell. Its default export is the contract's component (RemoteExposes in the
// kernel, loaded with loadExposed); the named pieces stay for a remote that composes its own form.
export { ListingFields, type ListingFieldsProps } from '../features/sell/ListingFields';
export { PriceNotices } from '../features/sell/PriceNotices';
export { PhotoUploader, type PhotoUploaderProps } from '../features/photo-uploader/PhotoUploader';
export { usePhotoList, type PhotoList, type SellPhoto } from '../features/photo-uploader/usePhotoList';
export { ListingPreviewDialog, type ListingPreview } from '../features/preview/ListingPreviewDialog';
export { ListingEditor, type ListingEditorProps, type ListingEditorSave } from '../features/edit/ListingEditor';

export default ListingEditor satisfies ExposedComponent<'mfe_sell', 'ListingForm'>;
