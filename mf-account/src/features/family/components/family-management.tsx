import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requestToast, type CurrentUser, useLoad, serverMessage } from 'shared-events';
import { statusOf } from '../../../shared/auth/api/errors';
import { messages, TOAST_MS } from '../../../shared/forms/model/messages';
import { civilitiesLoad, kinshipsLoad, personCivilities } from '../../../shared/lookups/api/lookups-api';
import {
  addFamilyMember,
  createFamily,
  deleteFamilyMember,
  familyNameAvailable,
  renameFamily,
  updateFamilyMember,
} from '../api/family-api';
import { useFamily } from '../hooks/use-family';
import { addedMembers, responsibleMember, suggestedFamilyName } from '../model/family';
import { MEMBER_ALREADY_REMOVED, memberFailureMessage, memberGone } from '../model/member-failure';
import { familyHeading, memberBodyOf, memberUpdateOf } from '../model/member-form';
import { FamilyDoneDialog } from './family-done-dialog';
import { FamilyListDialog } from './family-list-dialog';
import { FamilyNameDialog } from './family-name-dialog';
import { MemberForm } from './member-form';
import { MemberRow } from './member-row';

export const FAMILY_CREATED = 'Votre famille a été créée.';
export const MEMBER_REMOVED = 'Le membre a été retiré de votre famille.';

/** The French message of a failed family creation, member addition or renaming (spec §8, decision 0047). */
function refusal(error: unknown): string {
  const status = statusOf(error);
  if (status === 409) return serverMessage(error) ?? messages.duplicate;
  if (status === 400 || status === 403) return serverMessage(error) ?? messages.missingFields;
  return messages.duplicate;
}

function fail(error: unknown): string {
  const message = refusal(error);
  requestToast(message, 'error', TOAST_MS);
  return message;
}

type Open = 'none' | 'create' | 'rename' | 'add' | 'done' | 'list';

export interface FamilyManagementProps {
  user: CurrentUser;
  /** Open the family's creation at once when the client has none (after joining the club: '?famille=nouvelle'). */
  createOnArrival?: boolean;
  /** Called once the family is known and createOnArrival acted on (the page then drops it from its address). */
  onArrival?(): void;
}

/** Tab 3 of /compte: create, rename, list ('Ma famille'), add (then the family-done prompt), edit and delete members. */
export function FamilyManagement({ user, createOnArrival = false, onArrival }: FamilyManagementProps) {
  const { family, reload } = useFamily(user.id);
  const civilities = useLoad(civilitiesLoad);
  const kinships = useLoad(kinshipsLoad);
  const [open, setOpen] = useState<Open>('none');
  // Each 'Ajouter un autre membre' starts an empty form, even while the last one's dialog is still closing.
  const [addRound, setAddRound] = useState(0);
  const close = () => setOpen('none');
  const civilityOptions = personCivilities(civilities.data ?? []);

  // Acted on once, as soon as the family is known (the page's first render when the server's answer is embedded): the
  // creation opens over the tab when there is none, and the page is told to drop the request from its address. On the
  // server a dialog draws nothing (MUI's portal mounts in the browser), so the server's page is the tab as it is.
  const known = family !== undefined && family !== 'error';
  const [arrivalSeen, setArrivalSeen] = useState(false);
  if (createOnArrival !== arrivalSeen && (known || !createOnArrival)) {
    setArrivalSeen(createOnArrival);
    if (createOnArrival && family === null) setOpen('create');
  }
  useEffect(() => {
    if (createOnArrival && known) onArrival?.();
  }, [createOnArrival, known, onArrival]);

  if (family === undefined) return <Skeleton variant="rounded" height={120} data-testid="family-loading" />;
  if (family === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={reload}>Réessayer</Button>}>
        Votre famille n’a pas pu être chargée.
      </Alert>
    );
  }

  if (family === null) {
    return (
      <Stack spacing={2} data-testid="family-none">
        <Typography>Créez votre famille pour réserver plus rapidement pour vos proches.</Typography>
        <Box>
          <Button variant="contained" onClick={() => setOpen('create')} data-testid="family-create">
            Créer ma famille
          </Button>
        </Box>
        <FamilyNameDialog
          open={open === 'create'}
          title="NOM DE VOTRE FAMILLE"
          initialName={suggestedFamilyName(user)}
          submitLabel="Créer"
          onClose={close}
          onSubmit={async (name) => {
            try {
              if (!(await familyNameAvailable(name))) {
                requestToast(messages.familyNameTaken, 'error', TOAST_MS);
                return messages.familyNameTaken;
              }
              await createFamily(name, responsibleMember(user));
            } catch (error) {
              return fail(error);
            }
            requestToast(FAMILY_CREATED, 'success', TOAST_MS);
            close();
            reload();
            return undefined;
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="family-management">
      <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 800 }} data-testid="family-heading">
        {familyHeading(family.label)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => setOpen('add')} data-testid="family-add-open">
          Ajouter un membre
        </Button>
        <Button variant="outlined" onClick={() => setOpen('list')} data-testid="family-list-open">
          Ma famille
        </Button>
        <Button onClick={() => setOpen('rename')} data-testid="family-rename">
          Renommer la famille
        </Button>
      </Box>
      {family.members.map((member) => (
        <MemberRow
          key={member.id}
          member={member}
          civilities={civilityOptions}
          kinships={kinships.data ?? []}
          onSave={async (values) => {
            try {
              await updateFamilyMember(member.id, memberUpdateOf(values, member));
            } catch (error) {
              const message = memberFailureMessage(error);
              requestToast(message, 'error', TOAST_MS);
              if (memberGone(error)) reload();
              return message;
            }
            requestToast(messages.profileUpdated, 'success', TOAST_MS);
            reload();
            return undefined;
          }}
          onDelete={async () => {
            try {
              await deleteFamilyMember(member.id);
              requestToast(MEMBER_REMOVED, 'success', TOAST_MS);
              reload();
            } catch (error) {
              // Gone already (removed from another tab): what the visitor wanted is done; the list is read again.
              if (memberGone(error)) {
                requestToast(MEMBER_ALREADY_REMOVED, 'info', TOAST_MS);
                reload();
              } else {
                requestToast(memberFailureMessage(error), 'error', TOAST_MS);
              }
            }
          }}
        />
      ))}
      <Dialog open={open === 'add'} onClose={close} maxWidth="sm" fullWidth data-testid="family-add-dialog">
        <DialogTitle sx={{ fontWeight: 800 }}>AJOUTER UN MEMBRE</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <MemberForm
            key={addRound}
            adding
            civilities={civilityOptions}
            kinships={kinships.data ?? []}
            submitLabel="Ajouter ce membre"
            testId="family-add-form"
            onCancel={close}
            onSubmit={async (values) => {
              try {
                await addFamilyMember(user.id, family.id, memberBodyOf(values));
              } catch (error) {
                return fail(error);
              }
              requestToast(messages.familyMemberAdded, 'success', TOAST_MS);
              // The family-done prompt: another member, or done.
              setOpen('done');
              reload();
              return undefined;
            }}
          />
        </DialogContent>
      </Dialog>
      <FamilyDoneDialog
        open={open === 'done'}
        members={addedMembers(family.members, user.id).map((m) => `${m.firstName} ${m.lastName}`)}
        onAddAnother={() => {
          setAddRound((round) => round + 1);
          setOpen('add');
        }}
        onClose={close}
        onDone={close}
      />
      <FamilyNameDialog
        open={open === 'rename'}
        title="RENOMMER VOTRE FAMILLE"
        initialName={family.label}
        submitLabel="Enregistrer"
        onClose={close}
        onSubmit={async (name) => {
          try {
            await renameFamily(family.id, name);
          } catch (error) {
            return fail(error);
          }
          requestToast(messages.profileUpdated, 'success', TOAST_MS);
          close();
          reload();
          return undefined;
        }}
      />
      <FamilyListDialog open={open === 'list'} family={family} kinships={kinships.data ?? []} onClose={close} />
    </Stack>
  );
}
