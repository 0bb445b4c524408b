export { leaveBlocked, onGuardEntry, setLeaveGuard, watchBackButton, type LeaveGuard } from './leave-guard';
