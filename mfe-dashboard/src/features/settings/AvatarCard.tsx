import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, copy, errorText, type ProfileRow } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useUploadAvatar } from '@vitrina/shared/data';
import { MemberAvatar } from '../layout/MemberAvatar';
import { SectionCard } from './SectionCard';
import { settingsCopy } from './copy';

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The profile photo and 'Cambiar foto' (upload to avatars/{user id}/avatar.{ext}, spec §7). */
export function AvatarCard({ profile, title }: { profile: ProfileRow; title: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const name = profile.display_name || profile.username || copy.common.defaultUserName;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () =>
        toast({
          title: settingsCopy.avatarUpdatedTitle,
          description: settingsCopy.avatarUpdatedDescription,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: settingsCopy.avatarError,
          description: errorText(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <SectionCard aria-labelledby="avatar-title">
      <h2 id="avatar-title">{title}</h2>
      <Row>
        <MemberAvatar name={name} url={profile.avatar_url} size={96} />
        <Side>
          <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? settingsCopy.uploadingPhoto : settingsCopy.changePhoto}
          </Button>
          <p>{settingsCopy.profilePhotoHint}</p>
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={onChange}
            hidden
            aria-label={settingsCopy.changePhoto}
            data-testid="avatar-input"
          />
        </Side>
      </Row>
    </SectionCard>
  );
}
