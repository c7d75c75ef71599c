package dev.refin.codegen.reference;

import dev.refin.codegen.Parallel;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Groups the objects of a model too large for one legible picture into clusters of closely related objects, and
 * draws the clusters as a model of their own (the index picture of a large org).
 *
 * <p>Clustering is greedy average linkage: starting from one cluster per family (an object with its master-detail
 * children, theirs, and so on: a family is never split), the two clusters with the most reference fields between
 * them per pair of members are merged, as long as the result stays within the size limit. Every tie is broken by
 * object name, so the clusters are the same on every run. Objects without any relationship end up together in
 * clusters of their own. Each cluster is named after its hub, the member with the most relationships inside it.
 */
final class ErClusters {

    /**
     * One cluster.
     *
     * @param id the anchor and node id, {@code cluster-1}, ...
     * @param number 1-based, in order of the clusters' first object
     * @param hub the member with the most relationships inside the cluster, which names it
     * @param members the member ids, sorted
     */
    record Cluster(String id, int number, String hub, List<String> members) {
        /** {@code SalesInvoice}: the hub's title. */
        String title(ErModel model) {
            return model.node(hub).map(ErModel.Node::title).orElse(hub);
        }
    }

    /** The start of every cluster's id; API names have no hyphen, so no object id starts with it. */
    static final String PREFIX = "cluster-";

    private ErClusters() {}

    /** Clusters of at most {@code maxSize} objects covering every node of {@code model}, in a stable order. */
    static List<Cluster> of(ErModel model, int maxSize) {
        return named(model, groups(model, maxSize));
    }

    /**
     * Like {@link #of(ErModel, int)}, splitting each cluster whose picture does not fit (as {@code fits} says of the
     * cluster's objects) into clusters of half its size, until every one fits or holds one object. {@code fits} is
     * asked from several threads at once and should remember its answers: it is asked again for the same cluster.
     */
    static List<Cluster> of(ErModel model, int maxSize, Predicate<List<String>> fits) {
        List<List<String>> done = new ArrayList<>();
        Deque<List<String>> todo = new ArrayDeque<>(groups(model, maxSize));
        // The first verdicts on every core (a verdict is a layout, and a large org has dozens of clusters); the loop
        // below asks again, in order, and splits.
        Parallel.forEach(List.copyOf(todo), fits::test);
        while (!todo.isEmpty()) {
            List<String> group = todo.removeFirst();
            if (group.size() == 1 || fits.test(group)) {
                done.add(group);
                continue;
            }
            List<List<String>> parts = groups(model.subset(Set.copyOf(group)), (group.size() + 1) / 2);
            if (parts.size() == 1) {
                done.add(group); // one family: drawn together however wide, never split
            } else {
                for (int i = parts.size() - 1; i >= 0; i--) {
                    todo.addFirst(parts.get(i));
                }
            }
        }
        return named(model, done);
    }

    private static List<List<String>> groups(ErModel model, int maxSize) {
        List<String> ids = model.ids();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < ids.size(); i++) {
            index.put(ids.get(i), i);
        }
        // Cluster c is known by its smallest member index; weights are symmetric and kept in sorted maps.
        Map<Integer, List<Integer>> members = new TreeMap<>();
        Map<Integer, TreeMap<Integer, Integer>> weights = new TreeMap<>();
        for (int i = 0; i < ids.size(); i++) {
            members.put(i, new ArrayList<>(List.of(i)));
            weights.put(i, new TreeMap<>());
        }
        for (ErModel.Edge edge : model.edges()) {
            int a = index.get(edge.parent());
            int b = index.get(edge.child());
            if (a != b) {
                weights.get(a).merge(b, edge.fields().size(), Integer::sum);
                weights.get(b).merge(a, edge.fields().size(), Integer::sum);
            }
        }
        // Families first: each master-detail child joins its parent's cluster, whatever the size limit.
        int[] clusterOf = new int[ids.size()];
        for (int i = 0; i < ids.size(); i++) {
            clusterOf[i] = i;
        }
        for (ErModel.Edge edge : model.edges()) {
            int a = clusterOf[index.get(edge.parent())];
            int b = clusterOf[index.get(edge.child())];
            if (edge.masterDetail() && a != b) {
                int kept = Math.min(a, b);
                int gone = Math.max(a, b);
                for (int member : members.get(gone)) {
                    clusterOf[member] = kept;
                }
                merge(kept, gone, members, weights);
            }
        }
        // Each cluster's best partner among the clusters after it (the first of the highest score, -1 for none):
        // a merge changes only the rows of the merged clusters and of their neighbours, so only those are looked at
        // again, and the pick is the one a scan of every pair in order would make.
        int[] partner = new int[ids.size()];
        double[] score = new double[ids.size()];
        for (int a : weights.keySet()) {
            best(a, members, weights, maxSize, partner, score);
        }
        while (true) {
            int bestA = -1;
            double bestScore = 0;
            for (int a : weights.keySet()) {
                if (partner[a] >= 0 && score[a] > bestScore) {
                    bestScore = score[a];
                    bestA = a;
                }
            }
            if (bestA < 0) {
                break;
            }
            int bestB = partner[bestA];
            Set<Integer> neighbours = new TreeSet<>(weights.get(bestA).keySet());
            neighbours.addAll(weights.get(bestB).keySet());
            merge(bestA, bestB, members, weights);
            partner[bestB] = -1;
            best(bestA, members, weights, maxSize, partner, score);
            for (int c : neighbours) {
                if (c != bestA && c != bestB) {
                    best(c, members, weights, maxSize, partner, score);
                }
            }
        }
        return groups(ids, members, weights, maxSize);
    }

    /** Sets {@code partner[a]} and {@code score[a]} to cluster a's best merge among the clusters after it. */
    private static void best(
            int a,
            Map<Integer, List<Integer>> members,
            Map<Integer, TreeMap<Integer, Integer>> weights,
            int maxSize,
            int[] partner,
            double[] score) {
        int sizeA = members.get(a).size();
        int bestB = -1;
        double bestScore = 0;
        for (Map.Entry<Integer, Integer> cell : weights.get(a).tailMap(a, false).entrySet()) {
            int b = cell.getKey();
            int sizeB = members.get(b).size();
            if (sizeA + sizeB > maxSize) {
                continue;
            }
            double s = cell.getValue() / ((double) sizeA * sizeB);
            if (s > bestScore) {
                bestScore = s;
                bestB = b;
            }
        }
        partner[a] = bestB;
        score[a] = bestScore;
    }

    private static void merge(
            int a, int b, Map<Integer, List<Integer>> members, Map<Integer, TreeMap<Integer, Integer>> weights) {
        members.get(a).addAll(members.remove(b));
        TreeMap<Integer, Integer> gone = weights.remove(b);
        TreeMap<Integer, Integer> kept = weights.get(a);
        kept.remove(b);
        for (Map.Entry<Integer, Integer> cell : gone.entrySet()) {
            int other = cell.getKey();
            if (other == a) {
                continue;
            }
            kept.merge(other, cell.getValue(), Integer::sum);
            TreeMap<Integer, Integer> row = weights.get(other);
            row.remove(b);
            row.merge(a, cell.getValue(), Integer::sum);
        }
    }

    private static List<List<String>> groups(
            List<String> ids,
            Map<Integer, List<Integer>> members,
            Map<Integer, TreeMap<Integer, Integer>> weights,
            int maxSize) {
        List<List<String>> groups = new ArrayList<>();
        List<String> loners = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> cluster : members.entrySet()) {
            List<String> names =
                    cluster.getValue().stream().sorted().map(ids::get).toList();
            if (names.size() == 1 && weights.get(cluster.getKey()).isEmpty()) {
                loners.add(names.get(0));
            } else {
                groups.add(names);
            }
        }
        for (int from = 0; from < loners.size(); from += maxSize) {
            groups.add(loners.subList(from, Math.min(loners.size(), from + maxSize)));
        }
        return groups;
    }

    /**
     * Numbers the groups in order of their first object and names each after its hub: the member with the most
     * reference fields inside the group, then the one with the most master-detail children, then the first by name.
     */
    private static List<Cluster> named(ErModel model, List<List<String>> unsorted) {
        List<List<String>> groups = new ArrayList<>(unsorted);
        groups.sort(Comparator.comparing(g -> g.get(0)));
        List<Cluster> result = new ArrayList<>();
        for (List<String> group : groups) {
            ErModel inside = model.subset(Set.copyOf(group));
            Map<String, Integer> degrees = new HashMap<>(inside.degrees());
            for (ErModel.Edge edge : inside.edges()) {
                if (edge.masterDetail()) {
                    degrees.merge(edge.parent(), 1, Integer::sum); // a family's parent before an equal neighbour
                }
            }
            String hub = group.stream()
                    .max(Comparator.comparing((String id) -> degrees.get(id)).thenComparing(Comparator.reverseOrder()))
                    .orElseThrow();
            int number = result.size() + 1;
            result.add(new Cluster(PREFIX + number, number, hub, List.copyOf(group)));
        }
        return result;
    }

    /** Every cluster's links: per cluster id, the other cluster's id and the reference fields between them. */
    static Map<String, Map<String, Integer>> links(ErModel model, List<Cluster> clusters) {
        Map<String, Cluster> clusterOf = new HashMap<>();
        clusters.forEach(c -> c.members().forEach(m -> clusterOf.put(m, c)));
        Map<String, Map<String, Integer>> links = new TreeMap<>();
        clusters.forEach(c -> links.put(c.id(), new TreeMap<>()));
        for (ErModel.Edge edge : model.edges()) {
            Cluster a = clusterOf.get(edge.parent());
            Cluster b = clusterOf.get(edge.child());
            if (a != b) {
                links.get(a.id()).merge(b.id(), edge.fields().size(), Integer::sum);
                links.get(b.id()).merge(a.id(), edge.fields().size(), Integer::sum);
            }
        }
        return links;
    }

    /** The clusters as a model with an edge for every pair of clusters with reference fields between them. */
    static ErModel index(ErModel model, List<Cluster> clusters) {
        return index(model, clusters, Integer.MAX_VALUE);
    }

    /**
     * The clusters as a model: one node per cluster linking to its anchor, and edges, each saying how many reference
     * fields it stands for ({@link #count}, drawn on the line), for at most {@code maxLinks} pairs of clusters: each
     * cluster's strongest link first, then the others from the strongest down.
     */
    static ErModel index(ErModel model, List<Cluster> clusters, int maxLinks) {
        Map<String, Cluster> clusterOf = new HashMap<>();
        clusters.forEach(c -> c.members().forEach(m -> clusterOf.put(m, c)));
        // Undirected weights between clusters, keyed by the pair in id order.
        Map<String, int[]> between = new TreeMap<>();
        Map<String, String[]> pairs = new TreeMap<>();
        for (ErModel.Edge edge : model.edges()) {
            Cluster a = clusterOf.get(edge.parent());
            Cluster b = clusterOf.get(edge.child());
            if (a == b) {
                continue;
            }
            Cluster first = a.number() < b.number() ? a : b;
            Cluster second = first == a ? b : a;
            String key = String.format(java.util.Locale.ROOT, "%06d-%06d", first.number(), second.number());
            between.computeIfAbsent(key, k -> new int[1])[0] += edge.fields().size();
            pairs.putIfAbsent(key, new String[] {first.id(), second.id()});
        }
        List<String> kept = new ArrayList<>();
        Comparator<String> strongestFirst =
                Comparator.comparing((String k) -> -between.get(k)[0]).thenComparing(Comparator.naturalOrder());
        for (Cluster cluster : clusters) {
            between.keySet().stream()
                    .filter(k -> pairs.get(k)[0].equals(cluster.id()) || pairs.get(k)[1].equals(cluster.id()))
                    .min(strongestFirst)
                    .filter(k -> !kept.contains(k))
                    .ifPresent(kept::add);
        }
        between.keySet().stream()
                .sorted(strongestFirst)
                .filter(k -> !kept.contains(k))
                .forEach(kept::add);
        kept.subList(Math.min(kept.size(), Math.max(0, maxLinks)), kept.size()).clear();
        List<ErModel.Node> nodes = new ArrayList<>();
        for (Cluster cluster : clusters) {
            nodes.add(new ErModel.Node(
                    cluster.id(),
                    cluster.title(model),
                    cluster.members().size() + (cluster.members().size() == 1 ? " object" : " objects"),
                    ErModel.Origin.PACKAGE,
                    null,
                    "#" + cluster.id(),
                    List.of(),
                    ErModel.Status.UNCHANGED,
                    null));
        }
        List<ErModel.Edge> edges = new ArrayList<>();
        for (String key : kept) {
            int count = between.get(key)[0];
            edges.add(new ErModel.Edge(
                    pairs.get(key)[0],
                    pairs.get(key)[1],
                    false,
                    List.of(count + (count == 1 ? " reference field" : " reference fields")),
                    ErModel.Status.UNCHANGED));
        }
        return new ErModel(nodes, edges);
    }

    /** How many reference fields an edge of the clusters' model stands for (the number it is drawn with). */
    static String count(ErModel.Edge edge) {
        String words = edge.fields().get(0);
        return words.substring(0, words.indexOf(' '));
    }
}
