import { createReactParcel } from '@sf/contracts/parcel-react';
import type { WidgetProps } from '@sf/contracts';
function Launcher(props: WidgetProps) { return <button type="button">Chat {props.locale}</button>; }
export default createReactParcel(Launcher);
