export { leaveBlocked, setLeaveGuard, watchBackButton, type LeaveGuard } from './leave-guard';
