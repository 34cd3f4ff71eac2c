export { parcelPropsFor } from './parcel-props';
export { moduleKind, type ModuleKind } from './module-kind';
