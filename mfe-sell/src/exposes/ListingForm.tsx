// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
// The listing form's pieces for other remotes (federation expose './ListingForm'): the dashboard's edit page
// renders the same fields and photo uploader as /sell, with the schema from @vitrina/shared/forms and the
// publish/photo functions from @vitrina/shared/data.
export { ListingFields, type ListingFieldsProps } from '../features/sell/ListingFields';
export { PriceNotices } from '../features/sell/PriceNotices';
export { PhotoUploader, type PhotoUploaderProps } from '../features/photo-uploader/PhotoUploader';
export { usePhotoList, type PhotoList, type SellPhoto } from '../features/photo-uploader/usePhotoList';
export { ListingPreviewDialog, type ListingPreview } from '../features/preview/ListingPreviewDialog';
export { ListingEditor, type ListingEditorProps, type ListingEditorSave } from '../features/edit/ListingEditor';
