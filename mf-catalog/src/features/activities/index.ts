// What the activities feature offers the area's other features: they import it from here, never from its folders.
export { activityPath, findActiveActivity } from './model/activities';
export { isRetiredRoute } from './model/retired-ids';
