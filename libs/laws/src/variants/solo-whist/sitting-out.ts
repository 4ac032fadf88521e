import { TableSeat, previousInOrder } from '../../core/seats/table-seat';

/**
 * Solo whist for five (solo-hoffmann:p156): one player sits out each deal, namely the player on the
 * dealer's right; he neither pays nor receives. At three or four everyone plays.
 */
export function soloSittingOut(order: readonly TableSeat[], dealer: TableSeat): TableSeat | undefined {
  return order.length === 5 ? previousInOrder(order, dealer) : undefined;
}
