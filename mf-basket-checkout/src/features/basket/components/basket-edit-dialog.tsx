import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { counterLabel, formatMoney } from 'shared-events';
import type { ReactNode } from 'react';
import type { BasketLine } from '../../../shared/platform/types';
import { EDIT_DIALOG_TITLE, editActionLabel, editHints, groupLines, type EditTarget } from '../model/edit-dialog';
import { lineDay, lineTime, packDates } from '../model/line-dates';
import { LINE_FULL } from '../model/messages';
import { isDiscounted } from '../model/promo';
import { basketTotals, lineOriginalTotal, lineTotal } from '../model/totals';

interface Props {
  target: EditTarget;
  /** The lines the basket page shows (the group is read from them: a change elsewhere shows at once). */
  lines: readonly BasketLine[];
  onEdit: (path: string) => void;
  onClose: () => void;
}

/** A price as the basket holds it (the server's tariff, after a promo code), the original struck through. */
function Price({ line }: { line: BasketLine }) {
  return (
    <>
      {isDiscounted(line) && (
        <Typography component="s" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {formatMoney(lineOriginalTotal(line))}
        </Typography>
      )}
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {formatMoney(lineTotal(line))}
      </Typography>
    </>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ display: 'contents' }} data-testid={testId}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The basket edit dialog (spec §2), opened by a line's pencil: the booking as the basket holds it (activity, formula,
 * date, time, participants, price), what can be changed, and the page that changes it (its calendar in edit mode, or
 * its subscription, company or events page) — or 'Annuler'. The page then replaces the whole group (spec §4).
 */
export function BasketEditDialog({ target, lines, onEdit, onClose }: Props) {
  const main = lines.find((line) => line.nid === target.mainNid);
  if (!main) return null;
  const group = groupLines(main, lines);
  const extras = group.slice(1);
  const day = lineDay(main);
  const time = lineTime(main);
  const pack = packDates(main);
  return (
    <Dialog open onClose={onClose} aria-labelledby="basket-edit-title" data-testid="basket-edit-dialog" fullWidth>
      <DialogTitle id="basket-edit-title" sx={{ fontWeight: 800 }}>
        {EDIT_DIALOG_TITLE}
      </DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} data-testid="basket-edit-formula">
          {main.description}
        </Typography>
        {main.subDescription && (
          <Typography variant="body2" color="text.secondary" data-testid="basket-edit-activity">
            {main.subDescription}
          </Typography>
        )}
        {main.complet && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600, mt: 1 }}>
            {LINE_FULL}
          </Typography>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
          {pack.length > 0
            ? pack.map((text, index) => (
                <Row key={text} label={`Créneau ${index + 1}`} testId="basket-edit-pack-date">
                  {text}
                </Row>
              ))
            : day && (
                <Row label="Date" testId="basket-edit-day">
                  {day}
                </Row>
              )}
          {pack.length === 0 && time && (
            <Row label="Heure" testId="basket-edit-time">
              {time}
            </Row>
          )}
          <Row label={counterLabel(main, lines)} testId="basket-edit-counter">
            {main.counter}
          </Row>
          {main.spectateurs > 0 && (
            <Row label="Spectateurs" testId="basket-edit-spectators">
              {main.spectateurs}
            </Row>
          )}
          <Row label="Prix" testId="basket-edit-price">
            <Price line={main} />
          </Row>
          {extras.map((line) => (
            <Row key={line.nid} label={`${line.description} × ${line.counter}`} testId="basket-edit-extra">
              <Price line={line} />
            </Row>
          ))}
          {extras.length > 0 && (
            <Row label="Total" testId="basket-edit-total">
              <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                {formatMoney(basketTotals(group).total)}
              </Typography>
            </Row>
          )}
        </Box>
        {editHints(target.page, main, lines).map((hint) => (
          <Typography key={hint} variant="body2" data-testid="basket-edit-hint" sx={{ mb: 0.5 }}>
            {hint}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} data-testid="basket-edit-cancel">
          Annuler
        </Button>
        <Button variant="contained" onClick={() => onEdit(target.path)} data-testid="basket-edit-go">
          {editActionLabel(target.page)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
