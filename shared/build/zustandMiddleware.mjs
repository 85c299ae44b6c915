// What every Vitrina build shares under the key 'zustand/middleware' (see federationShared.cjs): the middlewares
// the stores use, by name. A shared module is built whole, and all of zustand/middleware (devtools, redux…) would
// weigh on the first load several times what these do. 'zustand-middleware-full' is an alias of the package's
// own file (createAppConfig.cjs): the request 'zustand/middleware' would be this module again. SharedExportsCheckPlugin
// fails a build that imports a name missing here.
export { combine, createJSONStorage, persist, subscribeWithSelector } from 'zustand-middleware-full';
