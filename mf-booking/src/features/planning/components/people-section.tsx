import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Bounds } from '../../../shared/model/bounds';
import type { CounterWords } from '../../../shared/model/counter-unit';
import { CountField } from '../../../shared/components/count-field';

export interface PeopleSectionProps {
  /** False on the later steps of a duo pack: participants are chosen on step 0 and only shown. */
  editable: boolean;
  participants: number;
  participantBounds: Bounds;
  onParticipants: (value: number) => void;
  /** Spectators are offered when the activity's spectator factor is above 0. */
  spectatorFactor: number;
  spectators: number;
  spectatorBounds: Bounds;
  onSpectators: (value: number) => void;
  /** The counter's words: 'Nombre de personnes' and 'Participants', or 'Nombre de box' and 'Box' for karaoke. */
  words: Pick<CounterWords, 'label' | 'title' | 'count'>;
}

/** The planning's 'Nombre de personnes' section ('Nombre de box' for karaoke): participant and spectator counters. */
export function PeopleSection(props: PeopleSectionProps) {
  const { participants, participantBounds: pBounds, spectatorBounds: sBounds } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {props.words.title}
      </Typography>
      {props.editable ? (
        <>
          <CountField
            label={props.words.label}
            helper={`De ${Math.max(1, pBounds.min)} à ${Math.max(pBounds.max, 0)}`}
            value={participants}
            bounds={pBounds}
            onChange={props.onParticipants}
            testId="participants"
          />
          {props.spectatorFactor > 0 ? (
            <CountField
              label="Spectateurs"
              helper={`Jusqu'à ${sBounds.max}`}
              value={props.spectators}
              bounds={sBounds}
              onChange={props.onSpectators}
              testId="spectators"
            />
          ) : null}
        </>
      ) : (
        <Typography data-testid="pack-participants">
          {`${participants} ${props.words.count[participants > 1 ? 1 : 0]}`}
        </Typography>
      )}
    </Paper>
  );
}
