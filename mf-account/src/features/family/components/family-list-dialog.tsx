import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SelectOption } from '../../../shared/forms/components/select-field';
import type { Family } from '../api/family-api';
import { familyHeading } from '../model/member-form';

/** The family list dialog, 'Ma famille' (spec §2). */
export function FamilyListDialog(props: { open: boolean; family: Family; kinships: SelectOption[]; onClose(): void }) {
  const { open, family, kinships, onClose } = props;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="family-list-dialog">
      <DialogTitle sx={{ fontWeight: 800 }}>Ma famille</DialogTitle>
      <DialogContent>
        <ListItemText primary={familyHeading(family.label)} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        <List dense>
          {family.members.map((m) => {
            const relation = kinships.find((k) => k.id === m.idParam)?.name;
            return (
              <ListItem key={m.id} disableGutters secondaryAction={relation && <Chip size="small" label={relation} />}>
                <ListItemText
                  primary={`${m.firstName} ${m.lastName}`}
                  secondary={m.responsible ? 'Responsable de la famille' : (m.email ?? undefined)}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
