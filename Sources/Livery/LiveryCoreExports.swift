/// The compiler builds on the core that apps link: everything `LiveryCore`
/// declares is part of `Livery` too, so code that imports `Livery` keeps compiling.
@_exported import LiveryCore
