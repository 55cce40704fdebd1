package dkg.code;

import java.util.List;

/**
 * How NVIDIA's samples use one library, mined from their call sites: the lifecycle phases in the
 * order the samples' source shows them, and per task type the capability queries the samples name.
 *
 * @param library      the library's function prefix ({@code doca_dma})
 * @param docaVersion  the samples-tree release mined
 * @param phases       phases by their median position in the samples (create, configure, start, allocate, submit, stop, destroy)
 * @param samplesInOrder samples whose phases appear in that order
 * @param samples      samples that call the library
 * @param tasks        per task, the capability queries the samples using it name
 */
public record UsagePatterns(String library, String docaVersion, List<Phase> phases, int samplesInOrder, int samples,
                            List<TaskGuards> tasks) {
    public UsagePatterns {
        phases = List.copyOf(phases);
        tasks = List.copyOf(tasks);
    }

    /** One phase: the functions seen in it (most used first) and the samples that show it. */
    public record Phase(String phase, List<String> functions, List<String> samples) {
        public Phase {
            functions = List.copyOf(functions);
            samples = List.copyOf(samples);
        }
    }

    /** A task type, the samples allocating it, and the capability queries those samples name (with how many do). */
    public record TaskGuards(String task, List<String> samples, List<String> guards, List<Integer> guardCounts) {
        public TaskGuards {
            samples = List.copyOf(samples);
            guards = List.copyOf(guards);
            guardCounts = List.copyOf(guardCounts);
        }
    }
}
