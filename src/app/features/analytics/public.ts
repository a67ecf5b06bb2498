/**
 * What the analytics offer the rest of the app: a post's or case study's
 * own figures over the last 30 days, with the reader its screen's loader
 * calls: the dashboard's rows (`rowFiguresData`, `RowFiguresLine`) and the
 * edit screens' panel (`itemFiguresData`, `ItemFiguresPanel`).
 */
export { ItemFiguresPanel, RowFiguresLine } from './components/item-figures.tsx';
export {
  itemFiguresData,
  rowFiguresData,
  type ItemFigures,
  type RowFigures,
} from './content-figures.ts';
