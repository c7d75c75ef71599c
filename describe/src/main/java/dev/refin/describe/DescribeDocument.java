package dev.refin.describe;

/** A saved describe document: one object's describe or the describeGlobal list. */
public sealed interface DescribeDocument permits ObjectDescribe, GlobalDescribe {}
