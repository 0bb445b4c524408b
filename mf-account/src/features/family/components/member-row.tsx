import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { SelectOption } from '../../../shared/forms/components/select-field';
import { formatPhone } from '../../../shared/forms/model/phone';
import type { FamilyMember } from '../api/family-api';
import { ageFromBirthday, memberAgeLabel } from '../model/member-age';
import { memberFormValues, type MemberFormValues } from '../model/member-form';
import { MemberForm } from './member-form';

export interface MemberRowProps {
  member: FamilyMember;
  civilities: SelectOption[];
  kinships: SelectOption[];
  onSave(values: MemberFormValues): Promise<string | void>;
  onDelete(): Promise<void>;
}

const nameOf = (list: SelectOption[], id: number | null | undefined) => list.find((o) => o.id === id)?.name ?? null;

/** One member of the account's family page, with its own edit toggle (spec §4) and delete. */
export function MemberRow({ member, civilities, kinships, onSave, onDelete }: MemberRowProps) {
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const relation = nameOf(kinships, member.idParam);
  const phone = member.phone ? formatPhone(member.phone) : null;
  const details = [memberAgeLabel(member), member.email, phone].filter(Boolean);

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid={`family-member-${member.id}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>
            {[nameOf(civilities, member.idCiv), member.firstName, member.lastName].filter(Boolean).join(' ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {member.responsible && <Chip size="small" color="primary" label="Responsable" />}
          {relation && <Chip size="small" label={relation} />}
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={() => setEditing((v) => !v)}
            aria-expanded={editing}
            data-testid={`family-member-edit-${member.id}`}
          >
            {editing ? 'Fermer' : 'Modifier'}
          </Button>
          {!member.responsible && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setAsking(true)}
              data-testid={`family-member-delete-${member.id}`}
            >
              Supprimer
            </Button>
          )}
        </Box>
      </Box>
      {editing && (
        <Box sx={{ mt: 2 }}>
          <MemberForm
            adding={false}
            civilities={civilities}
            kinships={kinships}
            initialValues={memberFormValues(member)}
            ageFollowsBirthday={ageFromBirthday(member.birthday) !== null}
            submitLabel="Enregistrer"
            testId={`family-member-form-${member.id}`}
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              const error = await onSave(values);
              if (!error) setEditing(false);
              return error;
            }}
          />
        </Box>
      )}
      <Dialog open={asking} onClose={() => !deleting && setAsking(false)} maxWidth="xs" fullWidth>
        <DialogTitle sx={{ fontWeight: 800 }}>Supprimer ce membre</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Voulez-vous retirer {member.firstName} {member.lastName} de votre famille ?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={deleting}>
            Annuler
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={deleting}
            data-testid={`family-member-delete-confirm-${member.id}`}
            onClick={() => {
              setDeleting(true);
              void onDelete().finally(() => {
                setDeleting(false);
                setAsking(false);
              });
            }}
          >
            Supprimer
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
