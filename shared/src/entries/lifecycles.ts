// @vitrina/shared/lifecycles: single-spa-react lifecycles for each remote's './lifecycles' expose. An entry of its
// own, outside the barrel and not a share key: only a non-React host or a parcel loads it, and it holds no state
// (React, react-dom/client and single-spa-react stay shared singletons), so each './lifecycles' chunk carries this
// one function instead of every page loading single-spa-react.

export * from '../remotes/createRemoteLifecycles';
