export { ScheduleCalendar, type ScheduleSource } from './ScheduleCalendar';
