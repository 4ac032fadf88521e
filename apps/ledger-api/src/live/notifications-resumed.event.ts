/**
 * Published on the EventBus when this process's LISTEN connection is (re)established: notifications
 * sent while it was down are lost, so every open stream reads the store again from its last version.
 */
export class NotificationsResumed {}
