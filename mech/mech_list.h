/* One line per GPU-level mechanism: GPU_MECH(its gpu_mech, its folder).
 * A new mechanism is one folder under components/ defining a gpu_mech
 * (components/gpu/gpu_mech.h) and one line here; the GPU builder, the
 * configuration ([its section]), the checks and --stats then know it
 * (docs/components.md, "Adding a mechanism", has the recipe). Order: of
 * the config sections after the platform's, and of the --stats objects.
 * Keep each line on its own, as written. */
GPU_MECH(dab_mech, dab)
GPU_MECH(gpudet_mech, gpudet)
GPU_MECH(count_mech, count)
GPU_MECH(ddos_mech, bows)
GPU_MECH(bows_mech, bows)
GPU_MECH(lab_mech, lab)
GPU_MECH(xlat_mech, xlat)
GPU_MECH(sample_mech, sample)
