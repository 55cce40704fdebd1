package dkg.ingest.probe;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Calls DOCA through Java FFM in <em>this</em> process: loads {@code libdoca_common.so} and the specs'
 * libraries, reads {@code doca_version_runtime()}, enumerates devices, and calls every callable spec
 * on every device, streaming {@link ProbeEvent}s to a consumer.
 *
 * <p>A fault in native code kills the process, so production code runs this only inside
 * {@link ProbeChild}, under {@link IsolatedProbe}. Requires {@code --enable-native-access}.
 * Not thread-safe; one instance per probe.
 */
public final class NativeProbe {

    /** Buffer sizes from doca_dev.h (DOCA 3.0), each including the terminating NUL. */
    static final int PCI_ADDR_SIZE = 13;      // DOCA_DEVINFO_PCI_ADDR_SIZE
    static final int IBDEV_NAME_SIZE = 64;    // DOCA_DEVINFO_IBDEV_NAME_SIZE
    static final int IFACE_NAME_SIZE = 256;   // DOCA_DEVINFO_IFACE_NAME_SIZE
    static final String COMMON_MODULE = "doca-common";
    private static final int DOCA_SUCCESS = 0;
    /** uint8_t outs of these names are yes/no answers; other uint8_t outs are small numbers. */
    private static final Pattern BOOLEAN_QUERY = Pattern.compile("_is_|supported|_enabled");

    private final Linker linker = Linker.nativeLinker();
    private final Consumer<ProbeEvent> events;
    private final Set<String> failedModules = new HashSet<>();
    private MethodHandle errorName;

    /** Told of every native call just before it is made (the child's in-flight record). */
    private final CallListener beforeCall;

    /** Hears of each native call before it is made: function, capability query (or null), device (or null). */
    @FunctionalInterface
    interface CallListener { void before(String call, String query, String pci); }

    public NativeProbe(Consumer<ProbeEvent> events) { this(events, (c, q, p) -> { }); }

    NativeProbe(Consumer<ProbeEvent> events, CallListener beforeCall) {
        this.events = events;
        this.beforeCall = beforeCall;
    }

    /** Runs the whole probe; every outcome, including failure, arrives as events ending in Finished or Failed. */
    public void run(ProbeRequest request) {
        try (Arena arena = Arena.ofConfined()) {
            List<Path> dirs = request.libraryDirs().stream().map(Path::of).toList();
            Map<String, SymbolLookup> lookups = new LinkedHashMap<>();
            List<String> loaded = new ArrayList<>();
            Optional<String> commonProblem = load(COMMON_MODULE, dirs, arena, lookups, loaded);
            if (commonProblem.isPresent()) {
                fail(ProbeFailure.Kind.LOAD_FAILED, commonProblem.get());
                return;
            }
            for (CapabilityQuerySpec spec : request.specs()) {
                String module = spec.library();
                if (module != null && !lookups.containsKey(module) && !failedModules.contains(module)
                        && load(module, dirs, arena, lookups, loaded).isPresent())
                    failedModules.add(module);
            }
            SymbolLookup common = lookups.get(COMMON_MODULE);
            errorName = downcall(common, "doca_error_get_name", FunctionDescriptor.of(ADDRESS, JAVA_INT));
            MethodHandle version = downcall(common, "doca_version_runtime", FunctionDescriptor.of(ADDRESS));
            beforeCall.before("doca_version_runtime", null, null);
            events.accept(new ProbeEvent.Started(string((MemorySegment) version.invokeExact()), loaded));

            List<Call> calls = plan(request, lookups);
            enumerateAndCall(common, calls, arena);
        } catch (MissingEntryPoint e) {
            fail(ProbeFailure.Kind.LOAD_FAILED, e.getMessage());
        } catch (Throwable t) {
            fail(ProbeFailure.Kind.BAD_OUTPUT, "probe failed in Java: " + t);
        }
    }

    /** A spec bound to its function: what to call and how. */
    private record Call(CapabilityQuerySpec spec, String module, QueryShape shape, MethodHandle handle) {}

    /** Resolves each spec to a callable handle, reporting the rest as skipped. */
    private List<Call> plan(ProbeRequest request, Map<String, SymbolLookup> lookups) {
        Set<String> excluded = new HashSet<>(request.excludedSymbols());
        List<Call> calls = new ArrayList<>();
        for (CapabilityQuerySpec spec : request.specs()) {
            if (excluded.contains(spec.symbol())) {
                skip(spec, "not called: an earlier attempt crashed or hung in it");
                continue;
            }
            QueryShape shape;
            switch (QueryShape.of(spec)) {
                case QueryShape.Unsupported u -> { skip(spec, u.reason()); continue; }
                case QueryShape.Callable c -> shape = c.shape();
            }
            Map<String, SymbolLookup> where = new LinkedHashMap<>();
            if (spec.library() != null && lookups.containsKey(spec.library()))
                where.put(spec.library(), lookups.get(spec.library()));
            where.putAll(lookups);
            Call call = null;
            for (var e : where.entrySet()) {
                Optional<MemorySegment> address = e.getValue().find(spec.symbol());
                if (address.isPresent()) {
                    call = new Call(spec, e.getKey(), shape, linker.downcallHandle(address.get(), descriptor(shape)));
                    break;
                }
            }
            if (call == null) skip(spec, "no loaded library exports it (loaded: " + String.join(", ", lookups.keySet()) + ")");
            else calls.add(call);
        }
        return calls;
    }

    private static FunctionDescriptor descriptor(QueryShape shape) {
        List<MemoryLayout> args = new ArrayList<>();
        args.add(ADDRESS);
        if (shape.enumInput()) args.add(JAVA_INT);
        if (shape.out() != QueryShape.Out.NONE) args.add(ADDRESS);
        return FunctionDescriptor.of(JAVA_INT, args.toArray(MemoryLayout[]::new));
    }

    private void enumerateAndCall(SymbolLookup common, List<Call> calls, Arena arena) throws Throwable {
        MethodHandle createList = downcall(common, "doca_devinfo_create_list", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        MethodHandle destroyList = downcall(common, "doca_devinfo_destroy_list", FunctionDescriptor.of(JAVA_INT, ADDRESS));
        MethodHandle pciAddr = downcall(common, "doca_devinfo_get_pci_addr_str", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        MethodHandle ibdev = downcall(common, "doca_devinfo_get_ibdev_name", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT));
        MethodHandle iface = downcall(common, "doca_devinfo_get_iface_name", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, JAVA_INT));

        MemorySegment listOut = arena.allocate(ADDRESS);
        MemorySegment countOut = arena.allocate(JAVA_INT);
        events.accept(new ProbeEvent.Attempt(null, "doca_devinfo_create_list", null));
        beforeCall.before("doca_devinfo_create_list", null, null);
        int rc = (int) createList.invokeExact(listOut, countOut);
        if (rc != DOCA_SUCCESS) {
            fail(ProbeFailure.Kind.DOCA_ERROR, "doca_devinfo_create_list returned " + errorName(rc));
            return;
        }
        int count = countOut.get(JAVA_INT, 0);
        MemorySegment list = listOut.get(ADDRESS, 0).reinterpret(ADDRESS.byteSize() * Math.max(count, 0));
        try {
            MemorySegment pciBuf = arena.allocate(PCI_ADDR_SIZE);
            MemorySegment ibdevBuf = arena.allocate(IBDEV_NAME_SIZE);
            MemorySegment ifaceBuf = arena.allocate(IFACE_NAME_SIZE);
            MemorySegment out = arena.allocate(JAVA_LONG);
            for (int i = 0; i < count; i++) {
                MemorySegment dev = list.getAtIndex(ADDRESS, i);
                pciBuf.fill((byte) 0);
                beforeCall.before("doca_devinfo_get_pci_addr_str", null, "device " + i);
                int pr = (int) pciAddr.invokeExact(dev, pciBuf);
                String pci = pr == DOCA_SUCCESS ? pciBuf.getString(0) : "unknown-" + i;
                ibdevBuf.fill((byte) 0);
                beforeCall.before("doca_devinfo_get_ibdev_name", null, pci);
                String ib = (int) ibdev.invokeExact(dev, ibdevBuf, IBDEV_NAME_SIZE) == DOCA_SUCCESS ? emptyToNull(ibdevBuf.getString(0)) : null;
                ifaceBuf.fill((byte) 0);
                beforeCall.before("doca_devinfo_get_iface_name", null, pci);
                String ifn = (int) iface.invokeExact(dev, ifaceBuf, IFACE_NAME_SIZE) == DOCA_SUCCESS ? emptyToNull(ifaceBuf.getString(0)) : null;
                events.accept(new ProbeEvent.Device(new DeviceIdentity(pci, ib, ifn)));
                for (Call call : calls) {
                    if (call.shape().enumInput()) {
                        for (CapabilityQuerySpec.EnumInput in : call.spec().extraInputValues())
                            callOne(call, dev, pci, in, out);
                    } else {
                        callOne(call, dev, pci, null, out);
                    }
                }
            }
        } finally {
            beforeCall.before("doca_devinfo_destroy_list", null, null);
            int ignored = (int) destroyList.invokeExact(list);
        }
        events.accept(new ProbeEvent.Finished());
    }

    private void callOne(Call call, MemorySegment dev, String pci, CapabilityQuerySpec.EnumInput in, MemorySegment out) throws Throwable {
        String symbol = call.spec().symbol();
        String inputName = in == null ? null : in.name();
        events.accept(new ProbeEvent.Attempt(pci, symbol, inputName));
        out.set(JAVA_LONG, 0, 0L);
        QueryShape.Out kind = call.shape().out();
        beforeCall.before(symbol, symbol, pci);
        int rc;
        if (kind == QueryShape.Out.NONE)
            rc = in == null ? (int) call.handle().invokeExact(dev) : (int) call.handle().invokeExact(dev, (int) in.value());
        else
            rc = in == null ? (int) call.handle().invokeExact(dev, out) : (int) call.handle().invokeExact(dev, (int) in.value(), out);
        Object value = null;
        String error = null;
        if (rc != DOCA_SUCCESS) {
            beforeCall.before("doca_error_get_name", symbol, pci);
            error = errorName(rc);
        } else value = switch (kind) {
            case NONE -> Boolean.TRUE;
            case U8 -> BOOLEAN_QUERY.matcher(symbol).find() ? (Object) (out.get(JAVA_BYTE, 0) != 0)
                                                             : (Object) (long) Byte.toUnsignedInt(out.get(JAVA_BYTE, 0));
            case U16 -> (long) Short.toUnsignedInt(out.get(JAVA_SHORT, 0));
            case U32 -> Integer.toUnsignedLong(out.get(JAVA_INT, 0));
            case ENUM -> (long) out.get(JAVA_INT, 0);
            case U64 -> out.get(JAVA_LONG, 0);
        };
        events.accept(new ProbeEvent.Reading(pci, new CapabilityReading(symbol, call.module(), inputName, value, error)));
    }

    private String errorName(int rc) throws Throwable {
        String name = string((MemorySegment) errorName.invokeExact(rc));
        return name == null ? "DOCA_ERROR(" + rc + ")" : name;
    }

    /** Loads lib&lt;module with _&gt;.so from the first dir that has it, or by bare name from the loader's search. */
    private Optional<String> load(String module, List<Path> dirs, Arena arena, Map<String, SymbolLookup> lookups, List<String> loaded) {
        String file = DocaLibraries.fileName(module);
        try {
            if (dirs.isEmpty()) {
                lookups.put(module, SymbolLookup.libraryLookup(file, arena));
                loaded.add(file);
                return Optional.empty();
            }
            for (Path dir : dirs) {
                Optional<Path> p = DocaLibraries.resolve(dir, module);
                if (p.isPresent()) {
                    lookups.put(module, SymbolLookup.libraryLookup(p.get(), arena));
                    loaded.add(p.get().toAbsolutePath().toString());
                    return Optional.empty();
                }
            }
            return Optional.of(file + " not found in " + dirs);
        } catch (IllegalArgumentException e) { // dlopen failed: missing dependency, wrong architecture
            return Optional.of("cannot load " + file + ": " + e.getMessage());
        }
    }

    private MethodHandle downcall(SymbolLookup lookup, String name, FunctionDescriptor fd) {
        MemorySegment address = lookup.find(name).orElseThrow(() -> new MissingEntryPoint(name));
        return linker.downcallHandle(address, fd);
    }

    private static final class MissingEntryPoint extends RuntimeException {
        MissingEntryPoint(String name) { super("libdoca_common.so does not export " + name); }
    }

    private static String string(MemorySegment cString) {
        if (cString.equals(MemorySegment.NULL)) return null;
        return cString.reinterpret(Long.MAX_VALUE).getString(0);
    }

    private static String emptyToNull(String s) { return s == null || s.isEmpty() ? null : s; }

    private void skip(CapabilityQuerySpec spec, String reason) {
        events.accept(new ProbeEvent.Skipped(new SkippedQuery(spec.symbol(), reason)));
    }

    private void fail(ProbeFailure.Kind kind, String detail) {
        events.accept(new ProbeEvent.Failed(new ProbeFailure(kind, null, null, null, detail)));
    }
}
