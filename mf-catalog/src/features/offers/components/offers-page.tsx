import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { isSignedInIndividual, sessionStore, useLoads, useStore } from 'shared-events';
import type { Activity, Offer } from '../../../shared/catalog-data/model/types';
import { offersPageLoads } from '../../../shared/catalog-data/api/catalog-loads';
import { activityPath, findActiveActivity, isRetiredRoute } from '../../activities';
import { isCatalogId } from '../../../shared/catalog-data/model/ids';
import { CatalogCard, EAGER_CARD_COUNT } from '../../../shared/catalog-ui/components/catalog-card';
import { CardGrid } from '../../../shared/catalog-ui/components/card-grid';
import { CardGridSkeleton } from '../../../shared/catalog-ui/components/card-grid-skeleton';
import { CatalogMessage } from '../../../shared/catalog-ui/components/catalog-message';
import { CatalogPage } from '../../../shared/catalog-ui/components/catalog-page';
import { CatalogText } from '../../../shared/catalog-ui/components/catalog-text';
import { LoadError } from '../../../shared/catalog-ui/components/load-error';
import { parseCatalogStrings } from '../../../shared/catalog-ui/model/catalog-strings';
import { needsCompanyGate, offerPath, visibleOffers } from '../model/offers';

// The company gate's dialog (and MUI's Modal under it) loads only when an offer needs it.
const CompanyGateDialog = lazy(() => import('./company-gate-dialog').then((m) => ({ default: m.CompanyGateDialog })));

export const NO_OFFER_MESSAGE = 'Aucune offre disponible. Veuillez choisir une autre activité.';
export const UNKNOWN_ACTIVITY_MESSAGE = 'Cette activité n’existe pas ou n’est plus proposée.';
const BACK = { to: '/activites', label: 'Retour aux activités' };

/** /activites/:aid — the offers of an activity. */
export function OffersPage() {
  const { aid = '' } = useParams();
  if (isRetiredRoute({ aid })) return <Navigate to="/activites" replace />;
  // A malformed id names no activity: said at once, without a call the API would refuse (400).
  if (!isCatalogId(aid)) return <UnknownActivity />;
  return <OffersOfActivity key={aid} aid={aid} />;
}

function UnknownActivity() {
  return (
    <CatalogPage title="Activité introuvable" crumbs={[{ label: 'Activités', to: '/activites' }]}>
      <CatalogMessage testId="catalog-not-found" back={BACK}>
        {UNKNOWN_ACTIVITY_MESSAGE}
      </CatalogMessage>
    </CatalogPage>
  );
}

function OffersOfActivity({ aid }: { aid: string }) {
  const resource = useLoads(offersPageLoads({ aid }));
  if (resource.status === 'loading') {
    return (
      <CatalogPage title="" crumbs={[{ label: 'Activités', to: '/activites' }]}>
        <CardGridSkeleton count={3} />
      </CatalogPage>
    );
  }
  if (resource.status === 'error') {
    return (
      <CatalogPage title="Offres" crumbs={[{ label: 'Activités', to: '/activites' }]}>
        <LoadError onRetry={resource.retry} />
      </CatalogPage>
    );
  }
  const [activities, offers] = resource.data;
  // Unknown or inactive (status false): not offered online.
  const activity = findActiveActivity(activities, aid);
  if (!activity) return <UnknownActivity />;
  return <ActivityOffers activity={activity} offers={visibleOffers(offers, aid)} />;
}

function ActivityOffers({ activity, offers }: { activity: Activity; offers: Offer[] }) {
  const session = useStore(sessionStore);
  const strings = parseCatalogStrings(activity.strings);
  const gate = needsCompanyGate(activity, session.currentUser);
  return (
    <CatalogPage
      title={activity.name}
      accent={activity.color}
      crumbs={[{ label: 'Activités', to: '/activites' }, { label: activity.name }]}
    >
      <CatalogText text={strings.above} testId="catalog-text-above" />
      {offers.length === 0 ? (
        <CatalogMessage testId="catalog-empty" back={BACK}>
          {NO_OFFER_MESSAGE}
        </CatalogMessage>
      ) : (
        <CardGrid label={`Offres ${activity.name}`} testId="offer-list">
          {offers.map((o, index) => (
            <li key={String(o.oid)}>
              <CatalogCard
                priority={index < EAGER_CARD_COUNT}
                testId={`offer-card-${o.oid}`}
                to={offerPath(activity, o)}
                title={o.name}
                image={o.image}
                color={o.color || activity.color}
                gradient={[activity.color1, activity.color2]}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <CatalogText text={strings.below} testId="catalog-text-below" />
      {gate && (
        <Suspense fallback={null}>
          <CompanyGateDialog
            open
            returnTo={activityPath(activity)}
            signedInIndividual={isSignedInIndividual(session)}
          />
        </Suspense>
      )}
    </CatalogPage>
  );
}
