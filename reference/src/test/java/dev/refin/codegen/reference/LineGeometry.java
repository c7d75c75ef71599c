package dev.refin.codegen.reference;

import java.util.List;

/**
 * Measures a laid-out picture the way a reader traces it: how often two relationships' lines cross, and how many
 * pairs of relationships run along a common stretch of line (where a reader cannot tell which is which).
 *
 * @param crossings points where a segment of one line crosses the interior of a segment of another
 * @param sharedPairs pairs of lines that run along a common stretch longer than a pixel
 * @param width the picture's width
 * @param height the picture's height
 */
record LineGeometry(int crossings, int sharedPairs, double width, double height) {

    /** The figures of one layout. */
    static LineGeometry of(ErLayout.Result layout) {
        List<ErLayout.Line> lines = layout.lines();
        int crossings = 0;
        int shared = 0;
        for (int a = 0; a < lines.size(); a++) {
            for (int b = a + 1; b < lines.size(); b++) {
                boolean overlap = false;
                List<double[]> p = lines.get(a).points();
                List<double[]> q = lines.get(b).points();
                for (int i = 0; i + 1 < p.size(); i++) {
                    for (int j = 0; j + 1 < q.size(); j++) {
                        double[] s1 = p.get(i);
                        double[] s2 = p.get(i + 1);
                        double[] t1 = q.get(j);
                        double[] t2 = q.get(j + 1);
                        if (overlapLength(s1, s2, t1, t2) > 1) {
                            overlap = true;
                        } else if (crossesInside(s1, s2, t1, t2)) {
                            crossings++;
                        }
                    }
                }
                if (overlap) {
                    shared++;
                }
            }
        }
        return new LineGeometry(crossings, shared, layout.width(), layout.height());
    }

    /** Adds up the figures of several pictures (the width and height are the largest). */
    LineGeometry plus(LineGeometry other) {
        return new LineGeometry(
                crossings + other.crossings,
                sharedPairs + other.sharedPairs,
                Math.max(width, other.width),
                Math.max(height, other.height));
    }

    private static double cross(double[] o, double[] a, double[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }

    /** Whether the two segments cross at a point inside both (not at an end of either). */
    private static boolean crossesInside(double[] s1, double[] s2, double[] t1, double[] t2) {
        double d1 = cross(t1, t2, s1);
        double d2 = cross(t1, t2, s2);
        double d3 = cross(s1, s2, t1);
        double d4 = cross(s1, s2, t2);
        double eps = 1e-6;
        return ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps))
                && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps));
    }

    /** How long a stretch two collinear segments have in common; 0 when they are not collinear. */
    private static double overlapLength(double[] s1, double[] s2, double[] t1, double[] t2) {
        double length = Math.hypot(s2[0] - s1[0], s2[1] - s1[1]);
        if (length < 1e-9) {
            return 0;
        }
        // Distance of t1 and t2 from the line through s1, s2.
        if (Math.abs(cross(s1, s2, t1)) / length > 0.5 || Math.abs(cross(s1, s2, t2)) / length > 0.5) {
            return 0;
        }
        double ux = (s2[0] - s1[0]) / length;
        double uy = (s2[1] - s1[1]) / length;
        double a = (t1[0] - s1[0]) * ux + (t1[1] - s1[1]) * uy;
        double b = (t2[0] - s1[0]) * ux + (t2[1] - s1[1]) * uy;
        return Math.max(0, Math.min(length, Math.max(a, b)) - Math.max(0, Math.min(a, b)));
    }
}
