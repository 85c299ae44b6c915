import type { ComponentType, ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ListingPhoto, PhotoUploadState } from '@vitrina/shared/data';
import type { SellProductFormValues } from '@vitrina/shared/forms';

/** What mfe-sell's './ListingForm' ListingEditor takes (the remote's own types are not imported across remotes). */
export interface RemoteListingEditorSave {
  values: SellProductFormValues;
  photos: readonly ListingPhoto[];
  onPhotoState: (index: number, state: PhotoUploadState) => void;
}

export interface RemoteListingEditorProps {
  initialValues: SellProductFormValues;
  initialPhotos: readonly string[];
  submitLabel: string;
  cancel?: ReactNode;
  identityVerified?: boolean;
  onSave: (save: RemoteListingEditorSave) => Promise<void>;
}

let editorPromise: Promise<ComponentType<RemoteListingEditorProps>> | undefined;

/**
 * The sell form in edit mode, mfe-sell's './ListingForm' through federation (found through /remotes.json as the
 * shell finds every remote), so the edit page has the very uploader and fields of /sell. A failure is forgotten,
 * so a retry loads it again.
 */
export function loadListingEditor(): Promise<ComponentType<RemoteListingEditorProps>> {
  editorPromise ??= (async () => {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json respondió ${response.status}`);
    const manifest = (await response.json()) as Record<string, string>;
    if (!manifest.mfe_sell) throw new Error('remotes.json no nombra mfe_sell');
    registerRemotes([{ name: 'mfe_sell', entry: manifest.mfe_sell }]);
    const loaded = await loadRemote<{ ListingEditor?: unknown }>('mfe_sell/ListingForm');
    const editor = loaded?.ListingEditor;
    if (typeof editor !== 'function' && typeof editor !== 'object') {
      throw new Error('mfe_sell/ListingForm no exporta ListingEditor');
    }
    return editor as ComponentType<RemoteListingEditorProps>;
  })();
  editorPromise.catch(() => {
    editorPromise = undefined;
  });
  return editorPromise;
}
