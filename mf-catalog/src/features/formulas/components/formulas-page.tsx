import { Navigate, useParams } from 'react-router-dom';
import { useLoads } from 'shared-events';
import type { Activity, Formula, Offer } from '../../../shared/catalog-data/model/types';
import { formulasPageLoads } from '../../../shared/catalog-data/api/catalog-loads';
import { activityPath, findActivity, isRetiredRoute } from '../../activities';
import { findOffer } from '../../offers';
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

/** /activites/:aid/:oid — the formulas of an offer. */
export function FormulasPage() {
  const { aid = '', oid = '' } = useParams();
  if (isRetiredRoute({ aid, oid })) return <Navigate to="/activites" replace />;
  return <FormulasOfOffer key={`${aid}/${oid}`} aid={aid} oid={oid} />;
}

function FormulasOfOffer({ aid, oid }: { aid: string; oid: string }) {
  const resource = useLoads(formulasPageLoads({ aid, oid }));
  const root = { label: 'Activités', to: '/activites' };
  if (resource.status === 'loading') {
    return (
      <CatalogPage title="" crumbs={[root]}>
        <CardGridSkeleton count={3} />
      </CatalogPage>
    );
  }
  if (resource.status === 'error') {
    return (
      <CatalogPage title="Formules" crumbs={[root]}>
        <LoadError onRetry={resource.retry} />
      </CatalogPage>
    );
  }
  const [activities, offers, formulas] = resource.data;
  const activity = findActivity(activities, aid);
  if (!activity) {
    return (
      <CatalogPage title="Activité introuvable" crumbs={[root]}>
        <CatalogMessage testId="catalog-not-found" back={{ to: '/activites', label: 'Retour aux activités' }}>
          {UNKNOWN_ACTIVITY_MESSAGE}
        </CatalogMessage>
      </CatalogPage>
    );
  }
  const offer = findOffer(offers, oid);
  if (!offer) {
    return (
      <CatalogPage
        title="Offre introuvable"
        crumbs={[root, { label: activity.name, to: activityPath(activity) }]}
        accent={activity.color}
      >
        <CatalogMessage
          testId="catalog-not-found"
          back={{ to: activityPath(activity), label: `Retour à ${activity.name}` }}
        >
          {UNKNOWN_OFFER_MESSAGE}
        </CatalogMessage>
      </CatalogPage>
    );
  }
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
