import { Navigate, useParams } from 'react-router-dom';
import { useLoads } from 'shared-events';
import type { Activity, Formula, Offer } from '../../../shared/catalog-data/model/types';
import { formulasPageLoads } from '../../../shared/catalog-data/api/catalog-loads';
import { activityPath, findActiveActivity, isRetiredRoute } from '../../activities';
import { findWebOffer } from '../../offers';
import { isCatalogId } from '../../../shared/catalog-data/model/ids';
import { CatalogCard, EAGER_CARD_COUNT } from '../../../shared/catalog-ui/components/catalog-card';
import { CardGrid } from '../../../shared/catalog-ui/components/card-grid';
import { CardGridSkeleton } from '../../../shared/catalog-ui/components/card-grid-skeleton';
import { CatalogMessage } from '../../../shared/catalog-ui/components/catalog-message';
import { CatalogPage } from '../../../shared/catalog-ui/components/catalog-page';
import { CatalogText } from '../../../shared/catalog-ui/components/catalog-text';
import { LoadError } from '../../../shared/catalog-ui/components/load-error';
import { parseCatalogStrings } from '../../../shared/catalog-ui/model/catalog-strings';
import { formulaPath, visibleFormulas } from '../model/formulas';

export const NO_FORMULA_MESSAGE = 'Aucune formule disponible. Veuillez choisir une autre offre.';
export const UNKNOWN_OFFER_MESSAGE = 'Cette offre n’existe pas ou n’est plus proposée.';
export const UNKNOWN_ACTIVITY_MESSAGE = 'Cette activité n’existe pas ou n’est plus proposée.';
const ROOT = { label: 'Activités', to: '/activites' };

/** /activites/:aid/:oid — the formulas of an offer. */
export function FormulasPage() {
  const { aid = '', oid = '' } = useParams();
  if (isRetiredRoute({ aid, oid })) return <Navigate to="/activites" replace />;
  // A malformed id names nothing: said at once, without a call the API would refuse (400).
  if (!isCatalogId(aid)) return <UnknownActivity />;
  if (!isCatalogId(oid)) return <UnknownOffer />;
  return <FormulasOfOffer key={`${aid}/${oid}`} aid={aid} oid={oid} />;
}

function UnknownActivity() {
  return (
    <CatalogPage title="Activité introuvable" crumbs={[ROOT]}>
      <CatalogMessage testId="catalog-not-found" back={{ to: '/activites', label: 'Retour aux activités' }}>
        {UNKNOWN_ACTIVITY_MESSAGE}
      </CatalogMessage>
    </CatalogPage>
  );
}

/** The offer does not exist or is not on the web; with its activity when known, to go back to its offers. */
function UnknownOffer({ activity }: { activity?: Activity }) {
  const back = activity
    ? { to: activityPath(activity), label: `Retour à ${activity.name}` }
    : { to: '/activites', label: 'Retour aux activités' };
  return (
    <CatalogPage
      title="Offre introuvable"
      crumbs={activity ? [ROOT, { label: activity.name, to: activityPath(activity) }] : [ROOT]}
      accent={activity?.color}
    >
      <CatalogMessage testId="catalog-not-found" back={back}>
        {UNKNOWN_OFFER_MESSAGE}
      </CatalogMessage>
    </CatalogPage>
  );
}

function FormulasOfOffer({ aid, oid }: { aid: string; oid: string }) {
  const resource = useLoads(formulasPageLoads({ aid, oid }));
  if (resource.status === 'loading') {
    return (
      <CatalogPage title="" crumbs={[ROOT]}>
        <CardGridSkeleton count={3} />
      </CatalogPage>
    );
  }
  if (resource.status === 'error') {
    return (
      <CatalogPage title="Formules" crumbs={[ROOT]}>
        <LoadError onRetry={resource.retry} />
      </CatalogPage>
    );
  }
  const [activities, offers, formulas] = resource.data;
  // Unknown or inactive activity (status false), unknown offer or one hidden from the website (web false):
  // not offered online.
  const activity = findActiveActivity(activities, aid);
  if (!activity) return <UnknownActivity />;
  const offer = findWebOffer(offers, aid, oid);
  if (!offer) return <UnknownOffer activity={activity} />;
  return <OfferFormulas activity={activity} offer={offer} formulas={visibleFormulas(formulas, oid)} />;
}

function OfferFormulas({ activity, offer, formulas }: { activity: Activity; offer: Offer; formulas: Formula[] }) {
  const strings = parseCatalogStrings(offer.strings);
  return (
    <CatalogPage
      title={offer.name}
      accent={offer.color || activity.color}
      crumbs={[
        { label: 'Activités', to: '/activites' },
        { label: activity.name, to: activityPath(activity) },
        { label: offer.name },
      ]}
    >
      <CatalogText text={strings.above} testId="catalog-text-above" />
      {formulas.length === 0 ? (
        <CatalogMessage
          testId="catalog-empty"
          back={{ to: activityPath(activity), label: `Retour à ${activity.name}` }}
        >
          {NO_FORMULA_MESSAGE}
        </CatalogMessage>
      ) : (
        <CardGrid label={`Formules ${offer.name}`} testId="formula-list">
          {formulas.map((f, index) => (
            <li key={String(f.fid)}>
              <CatalogCard
                priority={index < EAGER_CARD_COUNT}
                testId={`formula-card-${f.fid}`}
                to={formulaPath(activity.aid, offer.oid, f)}
                title={f.name}
                image={f.image || offer.image}
                color={f.color || offer.color || activity.color}
                gradient={[activity.color1, activity.color2]}
                caption={f.durationMinutes ? formatDuration(f.durationMinutes) : null}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <CatalogText text={strings.below} testId="catalog-text-below" />
    </CatalogPage>
  );
}

function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}
