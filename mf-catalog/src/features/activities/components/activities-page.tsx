import { Navigate } from 'react-router-dom';
import { snackingAddressStore, useLoads, useStore } from 'shared-events';
import { activitiesPageLoads } from '../../../shared/catalog-data/api/catalog-loads';
import { CatalogCard, EAGER_CARD_COUNT } from '../../../shared/catalog-ui/components/catalog-card';
import { CardGrid } from '../../../shared/catalog-ui/components/card-grid';
import { CardGridSkeleton } from '../../../shared/catalog-ui/components/card-grid-skeleton';
import { useFirstScreenful } from '../../../shared/catalog-ui/hooks/use-first-screenful';
import { CatalogMessage } from '../../../shared/catalog-ui/components/catalog-message';
import { CatalogPage } from '../../../shared/catalog-ui/components/catalog-page';
import { LoadError } from '../../../shared/catalog-ui/components/load-error';
import { activityPath, snackingRedirect, visibleActivities } from '../model/activities';

export const ACTIVITIES_TITLE = 'PRÉPAREZ VOTRE SORTIE';
export const NO_ACTIVITY_MESSAGE = 'Aucune activité disponible pour le moment.';

/** /activites: the grid of active activities. */
export function ActivitiesPage() {
  const snackingAddress = useStore(snackingAddressStore);
  const redirect = snackingRedirect(snackingAddress);
  if (redirect) return <Navigate to={redirect} replace />;
  return <ActivitiesGrid />;
}

function ActivitiesGrid() {
  const resource = useLoads(activitiesPageLoads());
  return (
    <CatalogPage title={ACTIVITIES_TITLE}>
      {resource.status === 'loading' && <CardGridSkeleton count={8} />}
      {resource.status === 'error' && <LoadError onRetry={resource.retry} />}
      {resource.status === 'success' && <ActivityList activities={visibleActivities(resource.data[0])} />}
    </CatalogPage>
  );
}

function ActivityList({ activities }: { activities: ReturnType<typeof visibleActivities> }) {
  const shown = useFirstScreenful(activities.length);
  if (activities.length === 0) return <CatalogMessage testId="catalog-empty">{NO_ACTIVITY_MESSAGE}</CatalogMessage>;
  return (
    <CardGrid label="Activités" testId="activity-list">
      {activities.slice(0, shown).map((a, index) => (
        <li key={String(a.aid)}>
          <CatalogCard
            priority={index < EAGER_CARD_COUNT}
            testId={`activity-card-${a.aid}`}
            to={activityPath(a)}
            title={a.name}
            image={a.image}
            logo={a.logo}
            color={a.color}
            gradient={[a.color1, a.color2]}
          />
        </li>
      ))}
    </CardGrid>
  );
}
