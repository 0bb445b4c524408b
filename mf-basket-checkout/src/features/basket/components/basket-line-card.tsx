import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { counterLabel, formatMoney, parkColors, yearsOld } from 'shared-events';
import { lineDay, lineTime, packDates } from '../model/line-dates';
import type { BasketLine } from '../../../shared/platform/types';
import { LINE_FULL } from '../model/messages';
import { isDiscounted } from '../model/promo';
import { lineOriginalTotal, lineTotal } from '../model/totals';

interface Props {
  line: BasketLine;
  onEdit?: (line: BasketLine) => void;
  onDelete: (line: BasketLine) => void;
  /** While a payment is starting for the lines shown, they cannot be deleted. */
  deleteDisabled?: boolean;
  /** Why the server refused this line at payment start (its French message). */
  problem?: string;
  /** What the counter counts ('Participants', 'Box', 'Quantité'): see counterLabel. */
  counterText?: string;
}

/** One basket line: activity, date, time, participants, price; pencil and bin; sepia when full. */
export function BasketLineCard({ line, onEdit, onDelete, deleteDisabled, problem, counterText }: Props) {
  const day = lineDay(line);
  const time = lineTime(line);
  const full = Boolean(line.complet);
  return (
    <Paper
      variant="outlined"
      data-testid="basket-line"
      data-nid={line.nid}
      data-complet={full ? 'true' : 'false'}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        overflow: 'hidden',
        filter: full ? 'sepia(0.9)' : undefined,
        bgcolor: full ? parkColors.sepia : 'background.paper',
      }}
    >
      <Box sx={{ width: 8, flexShrink: 0, bgcolor: line.color || 'primary.main' }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
            {line.description}
          </Typography>
          {full && <Chip size="small" color="error" label={LINE_FULL} data-testid="line-full" />}
        </Box>
        {line.subDescription && (
          <Typography variant="body2" color="text.secondary">
            {line.subDescription}
          </Typography>
        )}
        {problem && (
          <Typography variant="body2" color="error" role="alert" data-testid="line-problem" sx={{ fontWeight: 600 }}>
            {problem}
          </Typography>
        )}
        {packDates(line).map((text) => (
          <Typography key={text} variant="body2" sx={{ fontWeight: 600 }} data-testid="line-pack-date">
            {text}
          </Typography>
        ))}
        {line.anniversaires && (
          <Typography variant="body2" data-testid="line-birthday">
            Anniversaire de {line.anniversaires.nom} ({yearsOld(line.anniversaires.age)})
          </Typography>
        )}
        {line.players && (
          <Typography variant="body2" data-testid="line-team">
            Équipe {line.players.TeamName}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {day && (
            <Typography variant="body2" data-testid="line-day">
              Date : {day}
            </Typography>
          )}
          {time && (
            <Typography variant="body2" data-testid="line-time">
              Heure : {time}
            </Typography>
          )}
          <Typography variant="body2" data-testid="line-counter">
            {counterText ?? counterLabel(line)} : {line.counter}
          </Typography>
          {line.spectateurs > 0 && (
            <Typography variant="body2" data-testid="line-spectators">
              Spectateurs : {line.spectateurs}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          p: { xs: 1, sm: 2 },
          gap: 1,
        }}
      >
        <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          {isDiscounted(line) && (
            <Typography
              variant="body2"
              component="s"
              color="text.secondary"
              data-testid="line-original-price"
              sx={{ display: 'block' }}
            >
              {formatMoney(lineOriginalTotal(line))}
            </Typography>
          )}
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="line-price">
            {formatMoney(lineTotal(line))}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex' }}>
          {onEdit && (
            <IconButton
              aria-label={`Modifier ${line.description}`}
              onClick={() => onEdit(line)}
              data-testid="line-edit"
              size="small"
            >
              <EditIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            aria-label={`Supprimer ${line.description}`}
            onClick={() => onDelete(line)}
            disabled={deleteDisabled}
            data-testid="line-delete"
            size="small"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    </Paper>
  );
}
