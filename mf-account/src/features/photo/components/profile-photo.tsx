import { useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { bus, requestToast, sessionStore, useUserPhoto, type CurrentUser, serverMessage } from 'shared-events';
import { fieldTexts, TOAST_MS } from '../../../shared/forms/model/messages';
import { setPhotoFromUpload, uploadFile } from '../api/photo-api';
import { PHOTO_ACCEPT, PHOTO_UPDATED, photoRefusal } from '../model/photo-rules';

/** The client's photo on /compte and the button that changes it (upload, then fromUpload). */
export function ProfilePhoto({ user }: { user: CurrentUser }) {
  const url = useUserPhoto(user);
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const initials = [user.firstName, user.lastName]
    .map((p) => (p ?? '').trim().charAt(0))
    .join('')
    .toUpperCase();

  const send = async (file: File) => {
    const refusal = photoRefusal(file);
    if (refusal) {
      requestToast(refusal, 'error', TOAST_MS);
      return;
    }
    setSending(true);
    try {
      const guid = await uploadFile(file);
      const answer = await setPhotoFromUpload(user.id, guid, file.type);
      const current = sessionStore.get().currentUser;
      if (current && current.id === user.id) {
        const updated = { ...current, ...answer };
        sessionStore.update((draft) => {
          draft.currentUser = updated;
        });
        bus.emit({ type: 'auth:user-updated', user: updated });
      }
      requestToast(PHOTO_UPDATED, 'success', TOAST_MS);
    } catch (error) {
      requestToast(serverMessage(error) ?? fieldTexts.unexpected, 'error', TOAST_MS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar
        src={url ?? undefined}
        alt={url ? 'Ma photo' : undefined}
        sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontWeight: 800 }}
        data-testid="profile-photo"
      >
        {initials || null}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        data-testid="profile-photo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={sending}
        onClick={() => input.current?.click()}
        data-testid="profile-photo-change"
      >
        {sending ? 'Envoi…' : user.photo ? 'Changer ma photo' : 'Ajouter une photo'}
      </Button>
    </Box>
  );
}
